import { engineSuite } from './engine-suite.ts';

engineSuite('webkit');
