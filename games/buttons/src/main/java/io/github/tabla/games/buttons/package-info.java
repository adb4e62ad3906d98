/**
 * Queens, Rooks and Buttons (QB-1..QB-11): a queen and a rook per side collect eight golden buttons
 * and capture each other; the "+ one more rook" variant gives each side a second rook.
 *
 * <p>{@link io.github.tabla.games.buttons.ButtonsGame} defines both variants, {@code "buttons"}
 * (QB-1) and {@code "buttons:extra-rook"} (QB-2); {@link io.github.tabla.games.buttons.ButtonsPosition}
 * is a position; {@link io.github.tabla.games.buttons.ButtonsRobot} is the computer opponent.
 *
 * <pre>{@code
 * ButtonsPosition p = ButtonsGame.standard().start();
 * p = p.play(Square.D1, Square.D4).get();             // Qd1-d4 collects the button on d4 (QB-4)
 * p.play(Square.D8, Square.D3).getLeft().code();      // "buttons.blocked-by-button": d5 is in the way
 * Match<ButtonsPosition> m = Match.of(ButtonsGame.extraRook(), "Ana", "Robot");   // two rounds (QB-10)
 * }</pre>
 *
 * <h2>The starts (QB-1, QB-2)</h2>
 * <p>{@board buttons start}
 * {@board buttons:extra-rook start}
 *
 * <p>Left, the game {@code "buttons"}: White's rook on b1 and queen on d1, Black's queen on d8 and rook on
 * g8, and the eight golden buttons on a4, d4, e4, h4, a5, d5, e5 and h5 (QB-1). Right, the variant
 * {@code "buttons:extra-rook"}: each side has one more rook, White's on g1 and Black's on b8 (QB-2). In the
 * variant the rooks face each other on the b- and g-files: White may capture a rook with its first move
 * ({@code Rb1xb8} or {@code Rg1xg8}), and Black may answer by taking the capturer with its queen or White's
 * other rook with its own. White moves first in both (QB-6).
 *
 * <h2>The rules in diagrams</h2>
 * Each diagram is checked by the rules engine when these pages are built.
 *
 * <p>{@board buttons start [origin=d1 dest=c1,e1,f1,g1,h1,c2,d2,e2,b3,d3,f3,a4,d4,g4,h5]}
 * {@board buttons start [move=Qd1-d4]}
 *
 * <p><b>QB-3 and QB-4, moving and collecting.</b> The queen on d1 moves along its rank, file and
 * diagonals and jumps over nothing: the rook on b1 stops it at c1. A button stops it too, but it may end
 * its move on the first button of a line and collect it: a4, d4 and h5 are buttons it can take now, and
 * it cannot go past d4 to d5 in the same move ({@code buttons.blocked-by-button}, QB-4).
 * {@code Qd1-d4} collects the button on d4 and scores one point.
 *
 * <p>{@board buttons:extra-rook start [move=Rb1xb8]}
 * {@board buttons 3q2R1/8/8/o2oo2o/o2oo2o/8/8/3Q4 w 3 3 0 0 [move=Rg8xd8]}
 *
 * <p><b>QB-5 and QB-7, capturing.</b> Left: in the extra-rook variant {@code Rb1xb8} captures Black's
 * rook. A capture scores nothing (QB-5), but leaves Black fewer pieces for collecting. Right: Black has
 * only its queen left, and {@code Rg8xd8} takes it. A side without pieces ends the round, and the other
 * side takes every button still on the board (QB-7.3): White wins this round 8 to 0
 * ({@code buttons.end.no-pieces}).
 *
 * <h2>Rules as implemented</h2>
 * <ul>
 *   <li>A rook slides along a rank or file, a queen also along diagonals, up to and including the first
 *       piece or button of the line (QB-3, QB-4): an enemy piece there is captured (no point, QB-5), a
 *       button collected (one point); the mover's own piece stops the slide a square before. A
 *       refused move names the square in the way and the rule: {@code buttons.blocked-by-piece}
 *       (QB-3), {@code buttons.blocked-by-button} (QB-4), {@code buttons.own-piece} (QB-5),
 *       {@code buttons.not-a-rook-line} / {@code buttons.not-a-queen-line} (QB-3),
 *       {@code buttons.button-never-moves} (QB-1), and core's not-your-piece (QB-6) and game-over.
 *   <li>Legal moves come ordered by origin square ({@code a1} first), then destination.
 *   <li>The round ends (QB-7) when no button is left ({@code buttons.end.all-collected}); when a side
 *       has no piece left, and the other side then takes every button still on the board, which the
 *       score and the outcome include ({@code buttons.end.no-pieces}); when both sides have made 15
 *       moves, the buttons left belonging to nobody ({@code buttons.end.move-limit}); or when neither
 *       side can move ({@code buttons.end.no-moves}, QB-8). The round's last piece taken with the
 *       thirtieth move counts as a side without pieces: the capturer takes the buttons left (the rules
 *       name both endings for that move; this one is the more specific).
 *   <li>QB-8's pass never happens: rooks and queens both reach every orthogonal neighbour not held by
 *       their own side, so a side without a move would fill all 64 squares. The pass and the
 *       no-moves ending are implemented all the same, and a test checks the claim.
 * </ul>
 *
 * <h2>Setups and position text</h2>
 * Position texts are FEN-like: the board from rank 8 to rank 1 ({@code Q R} White, {@code q r} Black,
 * {@code o} a button), the side to move, then four fields, each {@code 0} when left out:
 * {@code white-moves}, {@code black-moves} (moves made this round, passes included),
 * {@code white-points}, {@code black-points} (buttons collected). The starts:
 *
 * <pre>
 * 3q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 w 0 0 0 0        "buttons" (QB-1)
 * 1r1q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q2R1 w 0 0 0 0    "buttons:extra-rook" (QB-2)
 * </pre>
 *
 * <p>A setup is valid when it has only queens and rooks, at most as many of each per side as the
 * variant starts with, at least one piece, one piece per square, buttons only on the eight squares of
 * QB-1 and never under a piece, counters of at most 15 that fit the side to move (White to move after
 * equal counts, Black after White has made one more: QB-6), at most 8 buttons collected and on the
 * board together, and no side with more buttons than moves. Fewer than 8 buttons in all are allowed,
 * for puzzles. {@code fromSetup} reports every problem at once.
 *
 * <h2>The value of the start under perfect play</h2>
 * Both variants are <b>draws</b>: with perfect play from the start each side ends the round with as
 * many buttons as the other (the game-theoretic value of the final button difference is 0).
 *
 * <table>
 *   <caption>Solving the start positions</caption>
 *   <tr><th>variant</th><th>value for White</th><th>proof</th></tr>
 *   <tr><td>{@code buttons}</td><td>0 (a draw)</td><td>8.6 million nodes, about 2 s of CPU</td></tr>
 *   <tr><td>{@code buttons:extra-rook}</td><td>0 (a draw)</td><td>50 million nodes, about 14 s of
 *       CPU</td></tr>
 * </table>
 *
 * <p>The values are proved by the Robot's search (core's one engine with the game's hooks) run to the end
 * of the round: null-window searches ("White ends at least level", "White ends at most level") whose
 * every leaf is a finished round, with a transposition table keyed on the pieces, buttons, side to move
 * and plies left, and bounds that are themselves proved (a side gains at most one button per move left, or all of them
 * when it has the moves to capture every enemy piece). Other searches agree (iterative deepening to
 * the end, other first guesses and table sizes), a full-width minimax over the typed API confirms
 * the search's exact values on positions near the end, and core's generic searcher on positions
 * further from it. Recompute them with
 *
 * <pre>
 * ./mvnw -B -o test -pl games/buttons -Dgroups=solve -Dbuttons.excludedGroups=none
 * </pre>
 *
 * <p>(the {@code StartValueTest} of the module's tests, excluded from the normal build).
 */
@NullMarked
package io.github.tabla.games.buttons;

import org.jspecify.annotations.NullMarked;
