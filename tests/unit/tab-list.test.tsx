import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabList } from '@/components/ui/tab-list';

function Example({ onChange = () => undefined, panelLinks = false }: { onChange?: (key: string) => void; panelLinks?: boolean }) {
  const [active, setActive] = useState('hours');
  return (
    <>
      <TabList
        label="Store"
        tabs={[
          { key: 'hours', label: 'Hours' },
          { key: 'sale', label: 'Weekly Sale' },
          { key: 'deals', label: 'Deals' },
          { key: 'map', label: 'Location' },
        ]}
        active={active}
        onChange={(key) => {
          onChange(key);
          setActive(key);
        }}
        tabId={(key) => `t-${key}`}
        panelId={(key) => `p-${key}`}
        panelLinks={panelLinks}
      />
      <button type="button">after</button>
    </>
  );
}

describe('TabList', () => {
  it('names the list, links each tab to its panel and keeps one tab in the Tab order', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Store' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    expect(tabs[1]).toHaveAttribute('aria-controls', 'p-sale');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    ['{ArrowRight}', 'Weekly Sale'],
    ['{ArrowLeft}', 'Location'],
    ['{End}', 'Location'],
    ['{ArrowRight}{ArrowRight}{Home}', 'Hours'],
    ['{ArrowLeft}{ArrowRight}', 'Hours'],
  ])('%s chooses and focuses %s', async (keys, expected) => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    await user.keyboard(keys);
    const current = screen.getByRole('tab', { name: expected });
    expect(current).toHaveFocus();
    expect(current).toHaveAttribute('aria-selected', 'true');
    expect(current).toHaveAttribute('tabindex', '0');
  });

  it('leaves the list with one Tab, and a click chooses', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Example onChange={onChange} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'Deals' }));
    expect(onChange).toHaveBeenCalledWith('deals');
    expect(screen.getByRole('tab', { name: 'Deals' })).toHaveAttribute('aria-selected', 'true');
  });

  describe('panelLinks: tabs that work before their script', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('are links to their panels, marked until the script has run', () => {
      render(<Example panelLinks />);
      const tabs = screen.getAllByRole('tab');
      expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(['#p-hours', '#p-sale', '#p-deals', '#p-map']);
      // Rendered by the client here, so already past "waiting": the style sheet's :target rules no longer apply.
      expect(screen.getByRole('tablist')).toHaveAttribute('data-panel-links', 'ready');
      expect(screen.getByRole('tablist')).not.toHaveAttribute('data-needs-script');
    });

    it('choose the panel a link followed before the script named in the address', () => {
      window.history.replaceState(null, '', '/en/location#p-deals');
      const onChange = jest.fn();
      render(<Example onChange={onChange} panelLinks />);
      expect(onChange).toHaveBeenCalledWith('deals');
      expect(screen.getByRole('tab', { name: 'Deals' })).toHaveAttribute('aria-selected', 'true');
    });

    it('leave the address alone once the script runs: a click chooses without a jump', async () => {
      const user = userEvent.setup();
      render(<Example panelLinks />);
      await user.click(screen.getByRole('tab', { name: 'Location' }));
      expect(screen.getByRole('tab', { name: 'Location' })).toHaveAttribute('aria-selected', 'true');
      expect(window.location.hash).toBe('');
    });

    it('ignore a #fragment that names no panel', () => {
      window.history.replaceState(null, '', '/en/location#store-results');
      const onChange = jest.fn();
      render(<Example onChange={onChange} panelLinks />);
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});
