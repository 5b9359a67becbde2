export { uniqueViolation } from '../../lib/constraint-violation';
