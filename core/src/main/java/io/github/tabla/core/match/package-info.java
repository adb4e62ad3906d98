/**
 * Matches between two players (rules M-1..M-6): players, not colours, are scored; two rounds with
 * colours swapped, or a single draughts game.
 *
 * <pre>{@code
 * Match<P> match = Match.of(game, "Ana", "Robot");    // Ana is Player 1: White in round 1 (M-2)
 * while (!match.isOver()) {
 *   match = match.play(nextMove(match.current().current())).get();   // round 2 begins by itself
 * }
 * MatchOutcome outcome = match.outcome().get();
 * outcome.rounds().map(messages::text);    // "Round 1: Ana (White) won, 9 to 7. All diamonds collected (KD-6)."
 * messages.text(outcome);                  // "Ana won on points: 16 points against 12 points."
 * }</pre>
 *
 * <p>{@link io.github.tabla.core.match.MatchScoring} scores round results without playing them; its
 * rules are those of the {@link io.github.tabla.core.match.MatchFormat}: points summed (M-3, KD-8,
 * QB-10), rounds won then the shorter winning race (M-4, KN-11), a single game, or two games scored
 * 1 / &frac12; / 0 (M-5). {@link io.github.tabla.core.match.MatchDecision} names why a match ended as it did,
 * each with a stable message code.
 */
@NullMarked
package io.github.tabla.core.match;

import org.jspecify.annotations.NullMarked;
