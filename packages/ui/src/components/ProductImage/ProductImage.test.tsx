import { fireEvent, render, screen } from '@testing-library/react';
import { HubRoot } from '../HubRoot/HubRoot';
import { hubStore } from '../../store/hubStore';
import { ProductImage } from './ProductImage';

describe('ProductImage (spec section 5: image URL rules)', () => {
  it('When the product has an image name, then it loads from the image base address as .webp', () => {
    render(<HubRoot><ProductImage imageName="RG1042" imageBaseUrl="https://img.demo.hub/p" alt="RG1042" size={40} /></HubRoot>);
    expect(screen.getByRole('img', { name: 'RG1042' }).getAttribute('src')).toBe('https://img.demo.hub/p/RG1042.webp');
  });

  it('When the image fails, then the default image shows, and when that fails too, an icon', () => {
    render(<HubRoot><ProductImage imageName="RG1042" imageBaseUrl={null} alt="RG1042" /></HubRoot>);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').getAttribute('src')).toBe('/no-Image.png');
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'RG1042' }).tagName.toLowerCase()).toBe('svg');
  });

  it('When there is no image name, then the default image shows; another product starts from its own image', () => {
    const { rerender } = render(<HubRoot><ProductImage imageName={undefined} imageBaseUrl={null} alt="P1" /></HubRoot>);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/no-Image.png');
    rerender(<HubRoot><ProductImage imageName="P2" imageBaseUrl={null} alt="P2" /></HubRoot>);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/media/products/P2.webp');
  });

  it('When a merchant is signed in and sets no image base address, then its images load from its own folder (ADR 0028)', () => {
    const user = hubStore.getState().user;
    hubStore.setState({ user: { ...(user ?? ({} as NonNullable<typeof user>)), merchantID: 'DEMO' } });
    const { rerender, unmount } = render(<HubRoot><ProductImage imageName="RG 1042.jpg" imageBaseUrl={null} alt="RG1042" /></HubRoot>);
    try {
      expect(screen.getByRole('img').getAttribute('src')).toBe('/media/products/DEMO/RG%201042.webp');
      rerender(<HubRoot><ProductImage imageName="RG1042" imageBaseUrl={null} merchantId="ACME" alt="RG1042" /></HubRoot>);
      expect(screen.getByRole('img').getAttribute('src')).toBe('/media/products/ACME/RG1042.webp');
    } finally {
      unmount();
      hubStore.setState({ user });
    }
  });
});
