package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * An immutable, always-legal position of a game: what is on the board, whose turn it is, and the
 * game's counters. Implementations are final classes over primitive fields, equal by content, safe to
 * share between threads.
 *
 * <p>The central contract: <b>a position is over exactly when it has no legal move</b>. A side that
 * must pass (KD-9, KN-8, QB-8) has one legal move, the {@link Move.Pass}. Legal moves come in a
 * deterministic order, the same on every call and every machine.
 *
 * <pre>{@code
 * P p = game.start();
 * while (p.outcome().isEmpty()) {
 *   p = p.playUnchecked(p.legalMoves().head());     // an engine's fast path
 * }
 * Outcome o = p.outcome().get();
 *
 * Either<MoveRejection, P> tried = game.start().play(Square.E1, Square.E3);  // a user's gesture
 * }</pre>
 *
 * @param <P> the game's position type itself
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface GamePosition<P extends GamePosition<P>> {

  /**
   * The game this is a position of.
   *
   * @return the game definition
   */
  GameDefinition<P> game();

  /**
   * The side whose turn it is. In a finished position, the side that would have moved next.
   *
   * @return the side to move
   */
  Side sideToMove();

  /**
   * Every legal move, in the game's deterministic order; empty exactly when the round is over.
   *
   * @return the legal moves
   */
  Seq<Move> legalMoves();

  /**
   * Whether there is at least one legal move; faster than {@code !legalMoves().isEmpty()}.
   *
   * @return {@code true} while the round goes on
   */
  default boolean hasLegalMoves() {
    return !legalMoves().isEmpty();
  }

  /**
   * How the round ended, when it has.
   *
   * @return the outcome, present exactly when there is no legal move
   */
  Option<Outcome> outcome();

  /**
   * Whether the round is over.
   *
   * @return {@code true} when {@link #outcome()} is present
   */
  default boolean isOver() {
    return outcome().isDefined();
  }

  /**
   * The points each side has so far (diamonds, buttons, captured targets, pieces on the board).
   *
   * @return the current score
   */
  Score score();

  /**
   * The turns each side has taken so far in this round, passes included.
   *
   * @return the turns per side
   */
  Score turns();

  /**
   * The Zobrist key of this position, kept incrementally by {@link #play}. Equal positions have equal
   * keys.
   *
   * @return a 64-bit hash
   */
  long hash();

  /**
   * What a {@link RepetitionRule} compares: two positions with equal keys are "the same position" for
   * repetition counting. The default is the position itself; a game whose positions carry counters
   * that grow between two occurrences of one arrangement (the no-progress counter of Italian draughts)
   * returns a key without them (ID-13.2: same pieces, same side to move).
   *
   * @return a value with {@code equals} and {@code hashCode} by content
   */
  default Object repetitionKey() {
    return this;
  }

  /**
   * Facts about this position that a board shows beside the pieces and the score, each a sentence in
   * every language: in Knights in the Enemy Camp the targets each knight has left and the race so far
   * (KN-10). The default is none.
   *
   * <pre>{@code
   * position.notes().map(messages::text);   // ["Targets left: White 12 of 14, Black 14 of 14", ...]
   * }</pre>
   *
   * @return the notes, possibly none
   */
  default Seq<Localizable> notes() {
    return Array.empty();
  }

  /**
   * Pieces a board marks with a sign of their own, and what the sign means: the two racing knights of
   * Knights in the Enemy Camp among the still pieces (KN-2). The default is none.
   *
   * @return the marked squares and the meaning of the mark, or none
   */
  default Option<Marks> marks() {
    return Option.none();
  }

  /**
   * The unvalidated contents of this position; {@code game().fromSetup(toSetup())} gives back a
   * position equal to this one.
   *
   * @return the setup
   */
  Setup toSetup();

  /**
   * Plays a move known to be legal, without checking it: the engines' fast path.
   *
   * @param legalMove a move equal to one of {@link #legalMoves()}
   * @return the position after the move
   * @throws IllegalArgumentException may be thrown (but need not be) when the move is not legal; the
   *     result is unspecified otherwise
   */
  P playUnchecked(Move legalMove);

  /**
   * Says why no legal move follows the given path. Games answer with the most specific reason they
   * know, naming the rule: not your piece, the kings would touch (KD-3), capture is compulsory
   * (ID-8), and so on.
   *
   * @param path an origin and landing squares that match none of the legal moves, or an empty path for
   *     a pass that is not allowed
   * @return the reason
   */
  MoveRejection explain(Seq<Square> path);

  /**
   * Plays a move if it is legal.
   *
   * @param move the move
   * @return the position after it, or why it is refused; this position never changes
   */
  default Either<MoveRejection, P> play(Move move) {
    Objects.requireNonNull(move, "move");
    Option<Outcome> over = outcome();
    if (over.isDefined()) {
      return Either.left(new MoveRejection.GameOver(over.get()));
    }
    Option<MoveRejection> off = offBoard(move.path());
    if (off.isDefined()) {
      return Either.left(off.get());
    }
    Seq<Move> legal = legalMoves();
    if (legal.contains(move)) {
      return Either.right(playUnchecked(move));
    }
    Option<Move> samePath = legal.find(m -> m.isPass() == move.isPass() && m.path().equals(move.path()));
    if (samePath.isDefined()) {
      return Either.left(new MoveRejection.Mismatch(move, samePath.get()));
    }
    return Either.left(explain(move.path()));
  }

  /**
   * Plays the unique legal move from one square to another, as a user interface does after a drag.
   *
   * @param from the origin
   * @param to the final destination
   * @return the position after the move, or why there is none (or several: {@link MoveRejection.Ambiguous})
   */
  default Either<MoveRejection, P> play(Square from, Square to) {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
    return moveFor(from, to).map(this::playUnchecked);
  }

  /**
   * The legal move with exactly this path (origin and every landing square).
   *
   * @param path the squares; empty asks for a pass
   * @return the move, or why there is none
   */
  default Either<MoveRejection, Move> moveFor(Seq<Square> path) {
    Objects.requireNonNull(path, "path");
    if (path.contains(null)) {
      throw new NullPointerException("path holds a null square: " + path);
    }
    Option<Outcome> over = outcome();
    if (over.isDefined()) {
      return Either.left(new MoveRejection.GameOver(over.get()));
    }
    Array<Square> wanted = Array.ofAll(path);
    Option<MoveRejection> off = offBoard(wanted);
    if (off.isDefined()) {
      return Either.left(off.get());
    }
    Option<Move> found = legalMoves().find(m -> m.path().equals(wanted));
    return found.isDefined() ? Either.right(found.get()) : Either.left(explain(wanted));
  }

  /**
   * The legal move that goes from one square to another, whatever its path in between.
   *
   * @param from the origin
   * @param to the final destination
   * @return the move; {@link MoveRejection.Ambiguous} when several captures share these ends (draughts,
   *     ID-11a); otherwise the game's reason why there is none
   */
  default Either<MoveRejection, Move> moveFor(Square from, Square to) {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
    Option<Outcome> over = outcome();
    if (over.isDefined()) {
      return Either.left(new MoveRejection.GameOver(over.get()));
    }
    Option<MoveRejection> off = offBoard(Array.of(from, to));
    if (off.isDefined()) {
      return Either.left(off.get());
    }
    Seq<Move> fits = legalMoves().filter(m -> m.origin().contains(from) && m.destination().contains(to));
    if (fits.size() == 1) {
      return Either.right(fits.head());
    }
    if (fits.size() > 1) {
      return Either.left(new MoveRejection.Ambiguous(fits));
    }
    return Either.left(explain(Array.of(from, to)));
  }

  // the first square of a request that is not on the game's board
  private Option<MoveRejection> offBoard(Seq<Square> path) {
    BoardShape board = game().notation().squares().board();
    return path.find(s -> !board.contains(s)).map(s -> new MoveRejection.OffBoard(s, board));
  }

  /**
   * The squares the piece on a square can legally move to: what a board widget highlights when the
   * piece is picked up.
   *
   * @param from the origin
   * @return the destinations, empty when the piece cannot move (or there is none)
   */
  default SquareSet destinationsFrom(Square from) {
    Objects.requireNonNull(from, "from");
    return SquareSet.ofAll(legalMoves().filter(m -> m.origin().contains(from)).map(m -> m.destination().get()));
  }

  /**
   * Every origin with its legal destinations, in origin order: the map a board widget needs.
   *
   * @return destinations by origin; origins without a legal move are absent
   */
  default Map<Square, SquareSet> allDestinations() {
    java.util.TreeMap<Square, SquareSet> map = new java.util.TreeMap<>();
    for (Move m : legalMoves()) {
      if (!m.isPass()) {
        Square o = m.origin().get();
        map.merge(o, SquareSet.of(m.destination().get()), SquareSet::union);
      }
    }
    return LinkedHashMap.ofAll(map);
  }

  /**
   * The number of move paths of the given length from this position (a pass counts as a move); the
   * standard check of a move generator. Games override it with their fast kernel.
   *
   * @param depth the number of plies, at least 0
   * @return the number of leaves; 1 at depth 0
   * @throws IllegalArgumentException when {@code depth} is negative
   */
  default long perft(int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("perft depth must be at least 0, got " + depth);
    }
    if (depth == 0) {
      return 1L;
    }
    Seq<Move> moves = legalMoves();
    if (depth == 1) {
      return moves.size();
    }
    long n = 0L;
    for (Move m : moves) {
      n += playUnchecked(m).perft(depth - 1);
    }
    return n;
  }
}
