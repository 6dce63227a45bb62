import { screen } from '@testing-library/react';
import { SaleRegionLinks } from '@/components/sale/sale-region-links';
import { renderWithIntl } from '../helpers/render-with-intl';

const REGIONS = [
  { value: 1, label: 'Maryland' },
  { value: 2, label: 'Virginia' },
  { value: 3, label: 'Florida' },
  { value: 4, label: 'New Jersey' },
];

describe('SaleRegionLinks', () => {
  it('links each state\u2019s week at its own address, in the page\u2019s language, marking the one shown', () => {
    renderWithIntl(<SaleRegionLinks regions={REGIONS} current={2} label="Weekly sale by state" />, 'en');
    const links = screen.getByRole('navigation', { name: 'Weekly sale by state' }).querySelectorAll('a');
    expect([...links].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Maryland', '/en/sale/maryland'],
      ['Virginia', '/en/sale/virginia'],
      ['Florida', '/en/sale/florida'],
      ['New Jersey', '/en/sale/new-jersey'],
    ]);
    expect(screen.getByRole('link', { name: 'Virginia' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Maryland' })).not.toHaveAttribute('aria-current');
  });

  it('marks none on /sale itself; Korean addresses have no prefix', () => {
    renderWithIntl(<SaleRegionLinks regions={REGIONS} label="주별 주간 세일" />, 'ko');
    expect(screen.getByRole('link', { name: 'Florida' })).toHaveAttribute('href', '/sale/florida');
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
  });
});
