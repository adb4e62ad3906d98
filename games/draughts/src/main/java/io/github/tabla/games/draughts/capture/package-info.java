/**
 * Capture priorities that any draughts rules can reuse: a {@link
 * io.github.tabla.games.draughts.capture.Capture} describes a complete capture, a {@link
 * io.github.tabla.games.draughts.capture.Criterion} orders captures, a {@link
 * io.github.tabla.games.draughts.capture.CapturePriority} chains criteria and says which captures must
 * be played and, for any other, the {@link io.github.tabla.games.draughts.capture.Ruling} that rules it
 * out.
 *
 * <pre>{@code
 * Seq<Capture> possible = Array.of(
 *     Capture.of(3, true, 1, 3),     // a king takes 3 pieces, kings at jumps 1 and 3
 *     Capture.of(3, true, 1, 2),     // a king takes 3 pieces, kings at jumps 1 and 2
 *     Capture.of(2, true, 1, 2));
 * CapturePriority.ITALIAN.mustPlay(possible);                 // [king takes 3, kings at jumps [1, 2]]
 * CapturePriority.ITALIAN.whyNot(possible.head(), possible)
 *     .map(r -> r.criterion().ruleId());                      // Some("ID-10.4")
 * CapturePriority.of(Criterion.MOST_PIECES).mustPlay(possible).size();   // 2
 * }</pre>
 */
@NullMarked
package io.github.tabla.games.draughts.capture;

import org.jspecify.annotations.NullMarked;
