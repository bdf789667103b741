import { render, screen } from '@testing-library/react';
import { HubRoot } from '../HubRoot/HubRoot';
import { hubStore } from '../../store/hubStore';
import { RemotePages, lazyPage, type RemotePageProps } from './RemotePages';

const ProductPage = ({ params }: RemotePageProps) => <p>product {params.code}</p>;
const PAGES = {
  '/products': lazyPage(async () => () => <p>the list</p>),
  '/products/:code': lazyPage(async () => ProductPage),
};

const at = (path: string) => {
  window.history.pushState({}, '', path);
  return render(
    <HubRoot>
      <RemotePages owner="mf-catalog" pages={PAGES} />
    </HubRoot>,
  );
};

describe('RemotePages: a remote routes from the page table', () => {
  beforeEach(() => hubStore.setState({ locale: 'en' }));

  it('When the path is one of its built pages, then that page loads, with its decoded parameters', async () => {
    at('/th/products/RG%2F1');
    expect(await screen.findByText('product RG/1')).toBeTruthy();
  });

  it('When the path is a page of another remote, a page not built yet, or unknown, then the 404 page shows', async () => {
    for (const path of ['/management/user', '/management/reports/empty', '/no/such/page', '/products/%E0%A4%A']) {
      const view = at(path);
      expect(await screen.findByText('404')).toBeTruthy();
      view.unmount();
    }
  });
});
