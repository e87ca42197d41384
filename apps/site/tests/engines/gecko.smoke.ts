import { engineSuite } from './engine-suite.ts';

engineSuite('gecko');
