export { NetworkPage } from '../features/network/components/network-page';
