export { GoldRatesCard, type GoldRatesCardProps } from './GoldRatesCard';
