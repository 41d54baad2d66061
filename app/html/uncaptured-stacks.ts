/**
 * React DOM creates a few sentinel Error objects while its module is evaluated (SuspenseException
 * and the like; nothing ever reads their stacks). When a debugger is attached, as DevTools and
 * Lighthouse are, V8 records the position of every frame on the stack for each new Error, and to
 * find them re-parses the functions on it: React DOM's whole module body and the client entry
 * chunk: two re-parses of 10–16 ms each here, most of the longest task after the first paint in
 * a Lighthouse trace, while without a debugger the same objects cost 0.1 ms
 * (docs/decisions/0012-no-stack-capture-while-react-dom-loads.md).
 *
 * A non-numeric `Error.stackTraceLimit` tells V8 to capture no stack at all. This module is the
 * entry's first import, so it is evaluated before React DOM; the entry restores the limit as its
 * first statement, after React DOM is evaluated and before any application code runs.
 */
type StackTraceLimit = { stackTraceLimit?: unknown };

const saved = (Error as StackTraceLimit).stackTraceLimit;
(Error as StackTraceLimit).stackTraceLimit = undefined;

export function captureStacksAgain(): void {
  (Error as StackTraceLimit).stackTraceLimit = saved;
}
