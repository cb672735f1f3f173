export { formatKobo, formatNaira } from '../../contracts/money';
