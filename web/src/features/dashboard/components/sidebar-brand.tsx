import { AppLink } from '../../../components/app-link';
import { BrandMark } from '../../../components/brand-mark';

/** The sidebar's brand: an AppLink, so that the page's frame draws it before the router runs. */
export function SidebarBrand() {
  return (
    <AppLink to="/dashboard" className="sidebar-brand">
      <BrandMark size={30} />
      StartupSetu
    </AppLink>
  );
}
