import { customerPages } from '../access-rules';
import { AreaGuard } from '../area-guard';

/** The customer's pages: their strings load with this chunk, behind the area's guard. */
export default function CustomerArea() {
  return <AreaGuard pages={customerPages} />;
}
