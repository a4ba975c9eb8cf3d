import { useState } from 'react';
import type { ScheduleJob, ScheduleTechnician } from '@shared/contracts/admin-schedule';
import { formatTimeWindow } from '@shared/booking-time';
import { isErrorCode, refusalText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { useScheduleAssign } from './api';
import { cellState } from './schedule-model';

// Moving a job to a technician, by any of the three ways (drag and drop, the keyboard, the 'Assign
// to' list), through one assign call. A technician the server says is not eligible (409
// TECHNICIAN_UNAVAILABLE with its reason) needs an override with a reason, asked for and sent again.
// What happens is said in words in an aria-live region, for those who do not see the grid.

/** A job picked up with the keyboard, and the technician (index in the team) it would drop on. */
export interface Carry {
  job: ScheduleJob;
  target: number;
}

/** An assignment the server refused for a technician who is not eligible: it waits for a reason. */
export interface PendingOverride {
  job: ScheduleJob;
  technician: ScheduleTechnician;
  reason: string | undefined;
}

export function useJobMoves(team: readonly ScheduleTechnician[], jobs: readonly ScheduleJob[]) {
  const { t, i18n } = useTranslation('adminSchedule');
  const [carry, setCarry] = useState<Carry | null>(null);
  const [dragging, setDragging] = useState<ScheduleJob | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { assign, ...assigning } = useAssign(setAnnouncement);

  const stateText = (technician: ScheduleTechnician, job: ScheduleJob) => {
    const state = cellState(technician, job.date, job.window, jobs);
    if (state.kind === 'leave') return t('onLeave');
    if (state.kind === 'off') return t('notWorking');
    return t('free', { count: state.free });
  };
  const announceTarget = (job: ScheduleJob, index: number) => {
    const technician = team[index];
    if (technician)
      setAnnouncement(t('announce.target', { name: technician.name, state: stateText(technician, job) }));
  };

  function pickUp(job: ScheduleJob) {
    if (team.length === 0) {
      setAnnouncement(t('announce.noTarget', { id: job.bookingId }));
      return;
    }
    const own = team.findIndex((member) => member.id === job.technicianId);
    const target = own >= 0 ? own : 0;
    setCarry({ job, target });
    const picked = t('announce.picked', {
      id: job.bookingId,
      window: formatTimeWindow(job.window, i18n.language),
    });
    const technician = team[target]!;
    setAnnouncement(
      `${picked} ${t('announce.target', { name: technician.name, state: stateText(technician, job) })}`,
    );
  }

  function move(step: number) {
    if (!carry) return;
    const target = Math.min(team.length - 1, Math.max(0, carry.target + step));
    setCarry({ ...carry, target });
    announceTarget(carry.job, target);
  }

  function drop() {
    if (!carry) return;
    const technician = team[carry.target];
    setCarry(null);
    if (!technician) return;
    if (technician.id === carry.job.technicianId)
      setAnnouncement(t('announce.cancelled', { id: carry.job.bookingId }));
    else assign(carry.job, technician);
  }

  function cancel() {
    if (!carry) return;
    setAnnouncement(t('announce.cancelled', { id: carry.job.bookingId }));
    setCarry(null);
  }

  return {
    carry,
    dragging,
    setDragging,
    announcement,
    ...assigning,
    assign,
    pickUp,
    move,
    drop,
    cancel,
  };
}

export type JobMoves = ReturnType<typeof useJobMoves>;

/** One assign call for the three ways; a refusal for eligibility waits for an override's reason. */
function useAssign(setAnnouncement: (text: string) => void) {
  const { t } = useTranslation('adminSchedule');
  const assignCall = useScheduleAssign();
  const [override, setOverride] = useState<PendingOverride | null>(null);
  /** After an assignment, the job's chip in its new row takes the focus once it is drawn there. */
  const [focusAfter, setFocusAfter] = useState<{ id: string; technicianId: number } | null>(null);

  function assign(job: ScheduleJob, technician: ScheduleTechnician, overrideReason?: string) {
    if (technician.id === job.technicianId) return;
    const names = { id: job.bookingId, name: technician.name };
    setAnnouncement(t('announce.assigning', names));
    assignCall.mutate(
      { id: job.id, technicianId: technician.id, ...(overrideReason ? { overrideReason } : {}) },
      {
        onSuccess: () => {
          setOverride(null);
          setAnnouncement(t('announce.assigned', names));
          toast.success(t('announce.assigned', names), { id: 'schedule-assign' });
          setFocusAfter({ id: job.id, technicianId: technician.id });
        },
        onError: (failure) => {
          if (!overrideReason && isErrorCode(failure, 'TECHNICIAN_UNAVAILABLE')) {
            setAnnouncement(t('override.title'));
            setOverride({ job, technician, reason: failure.reason });
            return;
          }
          setAnnouncement(t('announce.failed', names));
          toast.error(t('announce.failed', names), {
            id: 'schedule-assign',
            description: refusalText(failure),
          });
        },
      },
    );
  }

  return {
    assign,
    override,
    closeOverride: () => setOverride(null),
    focusAfter,
    focused: () => setFocusAfter(null),
    pending: assignCall.isPending,
  };
}
