/**
 * Position text: the PDN FEN of Italian draughts and a FEN-like text for the three chess-board games,
 * chosen by {@link io.github.tabla.core.NotationSpec#squares()}. Reading is in two steps: the syntax
 * here gives an unvalidated {@link io.github.tabla.core.Setup}
 * ({@link io.github.tabla.notation.position.PositionText#read}), then the game's
 * {@link io.github.tabla.core.GameDefinition#fromSetup} checks its meaning and reports every problem
 * at once ({@link io.github.tabla.notation.position.PositionText#parse}). Writing is canonical: one
 * text per position, and every position a game reaches reads back to an equal position.
 *
 * <h2>Draughts: PDN FEN ({@code SquareNaming.DRAUGHTS})</h2>
 *
 * <pre>
 * position = turn ":" list ":" list { ":" field }
 * turn     = "W" | "B"                         the side to move
 * list     = side [ item { "," item } ]        one list per side, in either order, each side once
 * side     = "W" | "B"
 * item     = [ "K" ] number [ "-" number ]     "K" a king (ID-7), otherwise a man; "21-32" a range,
 *                                              "K1-4" a range of kings
 * number   = 1..32                             the official numbering (ID-2)
 * field    = "H" value                         the game's first field
 *          | name "=" value                    any field, by its FieldSpec name
 * value    = one or more characters, neither ":" nor whitespace
 * </pre>
 *
 * <p>The first field is written {@code H<value>}: in PDN FEN as extended by draughts servers,
 * {@code H} is the half-move clock, and Italian draughts' first field is exactly that, the plies since
 * the last capture or man move (ID-13.3). Fields are optional on input (a missing field takes its
 * {@link io.github.tabla.core.FieldSpec#defaultValue()}); a plain PDN FEN without fields reads as
 * well. Writing gives the side to move, White's list, then Black's, every square once in number order
 * with {@code K} before a king, no ranges, then only the fields whose value is not the default, in
 * declared order. Whitespace around the text is allowed, none inside it.
 *
 * <pre>
 * W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12   the start (ID-3)
 * W:W21-32:B1-12                                                      the same, read with ranges
 * W:WK30:B10,K12,K18,20,K26,K27                                       ID-10's example, canonical
 * B:W18,K24:BK5,9:H12:white-moves=30:black-moves=29                   Black to move, 12 plies without
 *                                                                     progress, 30 and 29 moves made
 * </pre>
 *
 * <h2>The chess-board games: a FEN-like text ({@code SquareNaming.CHESS})</h2>
 *
 * <pre>
 * position = board " " turn { " " field }
 * board    = rank "/" rank "/" rank "/" rank "/" rank "/" rank "/" rank "/" rank   ranks 8 down to 1
 * rank     = { letter | item | digit }         exactly 8 squares, files a to h
 * letter   = K Q R B N P M                     a white piece (Piece.letter(): Role.letter() upper case)
 *          | k q r b n p m                     a black piece
 * item     = the game's NotationSpec.itemSymbol()   a diamond, a button
 * digit    = 1..8                              that many empty squares
 * turn     = "w" | "b"
 * field    = one or more characters that are not whitespace: the game's FieldSpec values, in order
 * </pre>
 *
 * <p>Fields and the side to move are separated by one or more spaces; missing trailing fields take
 * their default values, extra ones are an error. Writing gives single spaces, the shortest digits, and
 * every declared field. Field values are the game's own texts (numbers, squares, {@code -}); the game
 * checks them.
 *
 * <pre>
 * 4k3/8/2****2/2****2/2****2/2****2/8/4K3 w 0 0 0 0          Kings and Diamonds' start (KD-1): diamonds
 *                                                            '*', then each side's moves and diamonds
 * r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w e8 e1 0 0     Knights in the Enemy Camp's start (KN-1):
 *                                                            the racing knights on e8 and e1, no turns yet
 * 3q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 w 0 0 0 0              Queens, Rooks and Buttons' start (QB-1):
 *                                                            buttons 'o', then each side's moves and buttons
 * 1r1q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q2R1 w 0 0 0 0            its "+ one more rook" variant (QB-2)
 * 8/8/8/8/3k4/1**5/1**5/K7 w 0 0 0 0                          core's test game MiniDiamonds: kings a1 and
 *                                                            d4, diamonds b2, c2, b3, c3, moves and points
 * </pre>
 *
 * <pre>{@code
 * Either<PositionProblem, P> p = PositionText.parse(game, "W:W21-32:B1-12");
 * String canonical = PositionText.write(p.get());   // "W:W21,22,...,32:B1,2,...,12"
 * PositionText.parse(game, "W:W1,21-32:B5-12");       // Left(Invalid[...]): a man on its far row (ID-11b)
 * PositionText.parse(game, "W:W21-33:B1-12");         // Left(Unreadable[column 6: a square number ...])
 * }</pre>
 */
@NullMarked
package io.github.tabla.notation.position;

import org.jspecify.annotations.NullMarked;
