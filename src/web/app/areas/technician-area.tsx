import { technicianPages } from '../access-rules';
import { AreaGuard } from '../area-guard';

/** The technician's pages: their strings load with this chunk, behind the area's guard. */
export default function TechnicianArea() {
  return <AreaGuard pages={technicianPages} />;
}
