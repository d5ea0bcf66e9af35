import type {
  AddBlockingFormOutput,
  AddBreakFormOutput,
  EditBlockingFormOutput,
  EditBreakFormOutput,
} from '@salonya/contracts/availability-forms';
import { ADD_FULL_DAY } from './rules';

/**
 * The request bodies of the four forms of SPEC §5. The forms validate with the contract's schemas
 * (`@salonya/contracts/availability-forms`: the domain's rules, which the API applies too, at the server's now);
 * their values are keyed by the request's field names, so a 422's field errors land on the same inputs.
 */

/** POST blocking: the staff member is the chosen one or the preset one (a staff member's own page). */
export type AddBlockingBody = Omit<AddBlockingFormOutput, 'staff_user_id'> & { staff_user_id: number };
export type AddBreakBody = Omit<AddBreakFormOutput, 'staff_user_id'> & { staff_user_id: number };
export type EditBlockingBody = EditBlockingFormOutput;
export type EditBreakBody = EditBreakFormOutput;

/** Full-day on: the add form shows 09:00–18:00. */
export function addFullDayTimes(): { start_time: string; end_time: string } {
  return { start_time: ADD_FULL_DAY.start, end_time: ADD_FULL_DAY.end };
}
