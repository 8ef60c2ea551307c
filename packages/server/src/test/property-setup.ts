/** Every test file's property tests draw from the run's seed (see property-runs.ts). */
import fc from 'fast-check';
import { propertySeed } from './property-runs';

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: propertySeed() });
