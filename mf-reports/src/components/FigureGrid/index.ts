export { FigureGrid, type Figure } from './FigureGrid';
