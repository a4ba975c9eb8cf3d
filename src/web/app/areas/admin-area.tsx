import { adminPages } from '../access-rules';
import { AreaGuard } from '../area-guard';

/** The admin's pages: their strings (and later their code) load with this chunk, behind the guard. */
export default function AdminArea() {
  return <AreaGuard pages={adminPages} />;
}
