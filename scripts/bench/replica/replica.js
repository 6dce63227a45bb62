// The original site's way: an empty shell whose script asks the API for the sale and then
// shows the flyer (scripts/bench/lighthouse.mjs serves it beside the site as `replica`).
(async () => {
  const root = document.getElementById('root');
  const answer = await fetch('/api/sale/?location=1');
  const sale = await answer.json();
  const text = (value) => String(value).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  root.innerHTML = `
    <header>롯데플라자 마켓</header>
    <main>
      <h1>주간 세일</h1>
      <p class="week">${text(sale.sale_start)} ~ ${text(sale.sale_end)}</p>
      <div class="flyer"><img src="${text(sale.file_korean)}" alt="메릴랜드 주간 세일 전단"></div>
    </main>`;
})();
