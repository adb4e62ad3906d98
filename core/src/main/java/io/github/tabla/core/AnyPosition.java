package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A position of any game, held without its type: it plays moves, lists them and the destinations of
 * every piece, explains why a move is refused and reports the outcome, with no type parameter. A board,
 * a server or an app written once for every game works on these; the typed position underneath stays at
 * hand ({@link #typed()}, {@link #as(Class)}).
 *
 * <pre>{@code
 * AnyPosition p = Games.byId("knights").get().start();
 * p.destinationsFrom(Square.E8);                        // {c7, d6, f6, g7}: what a board lights up
 * Either<MoveRejection, AnyPosition> next = p.play(Square.E8, Square.C7);
 * next.get().score();                                   // White 1, Black 0
 * }</pre>
 *
 * <p>Immutable and safe to share between threads, as the typed positions are; equal exactly when the
 * typed positions are equal.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class AnyPosition {
  private final GamePosition<?> position;

  private AnyPosition(GamePosition<?> position) {
    this.position = position;
  }

  /**
   * The untyped view of a typed position.
   *
   * @param position the position
   * @return its untyped view
   */
  public static AnyPosition of(GamePosition<?> position) {
    Objects.requireNonNull(position, "position");
    return new AnyPosition(position);
  }

  /**
   * The typed position underneath.
   *
   * @return the position
   */
  public GamePosition<?> typed() {
    return position;
  }

  /**
   * The typed position underneath, when it is of a type.
   *
   * @param type the position type, for example {@code DiamondsPosition.class}
   * @param <P> the position type
   * @return the position, or none when it is of another game
   */
  public <P extends GamePosition<P>> Option<P> as(Class<P> type) {
    Objects.requireNonNull(type, "type");
    return type.isInstance(position) ? Option.some(type.cast(position)) : Option.none();
  }

  /**
   * The game this is a position of.
   *
   * @return the game
   */
  public AnyGame game() {
    return AnyGame.of(position.game());
  }

  /**
   * The side whose turn it is; in a finished position, the side that would have moved next.
   *
   * @return the side to move
   */
  public Side sideToMove() {
    return position.sideToMove();
  }

  /**
   * Every legal move, in the game's deterministic order; empty exactly when the round is over.
   *
   * @return the legal moves
   */
  public Seq<Move> legalMoves() {
    return position.legalMoves();
  }

  /**
   * Whether the round goes on.
   *
   * @return {@code true} while there is a legal move
   */
  public boolean hasLegalMoves() {
    return position.hasLegalMoves();
  }

  /**
   * How the round ended, once it has.
   *
   * @return the outcome, or none while the round goes on
   */
  public Option<Outcome> outcome() {
    return position.outcome();
  }

  /**
   * Whether the round is over.
   *
   * @return {@code true} when there is no legal move
   */
  public boolean isOver() {
    return position.isOver();
  }

  /**
   * The points each side has so far (diamonds, buttons, captured targets, pieces on the board).
   *
   * @return the score
   */
  public Score score() {
    return position.score();
  }

  /**
   * The turns each side has taken.
   *
   * @return the turns
   */
  public Score turns() {
    return position.turns();
  }

  /**
   * The position's Zobrist hash.
   *
   * @return the hash
   */
  public long hash() {
    return position.hash();
  }

  /**
   * Facts about this position that a board shows beside the pieces and the score, each a sentence in
   * every language (the targets each knight has left in Knights in the Enemy Camp).
   *
   * @return the notes, possibly none
   */
  public Seq<Localizable> notes() {
    return position.notes();
  }

  /**
   * Pieces a board marks with a sign of their own, and what the sign means (the two racing knights of
   * Knights in the Enemy Camp).
   *
   * @return the marks, or none
   */
  public Option<Marks> marks() {
    return position.marks();
  }

  /**
   * The position as a setup: the board and the game's fields.
   *
   * @return the setup
   */
  public Setup toSetup() {
    return position.toSetup();
  }

  /**
   * Plays a move, or says why it is refused.
   *
   * @param move the move
   * @return the next position, or why the move is refused
   */
  public Either<MoveRejection, AnyPosition> play(Move move) {
    Objects.requireNonNull(move, "move");
    return play(position, move);
  }

  /**
   * Plays the move a person makes by dragging a piece from one square to another, or says why it is
   * refused (also when two legal moves fit the gesture).
   *
   * @param from where the piece stands
   * @param to where it goes
   * @return the next position, or why the move is refused
   */
  public Either<MoveRejection, AnyPosition> play(Square from, Square to) {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
    return play(position, from, to);
  }

  /**
   * Plays a move known to be legal, without checking it: an engine's fast path.
   *
   * @param legalMove one of {@link #legalMoves()}
   * @return the next position
   */
  public AnyPosition playUnchecked(Move legalMove) {
    Objects.requireNonNull(legalMove, "legalMove");
    return playUnchecked(position, legalMove);
  }

  /**
   * The legal move along a path of squares (origin, every square it lands on), or why there is none.
   *
   * @param path the squares
   * @return the move, or why no legal move follows that path
   */
  public Either<MoveRejection, Move> moveFor(Seq<Square> path) {
    Objects.requireNonNull(path, "path");
    return position.moveFor(path);
  }

  /**
   * The one legal move from a square to another, or why there is none (or more than one).
   *
   * @param from where the piece stands
   * @param to where it goes
   * @return the move, or why no single legal move fits
   */
  public Either<MoveRejection, Move> moveFor(Square from, Square to) {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
    return position.moveFor(from, to);
  }

  /**
   * Why no legal move follows a path of squares: the rule it breaks.
   *
   * @param path the squares
   * @return the rejection
   */
  public MoveRejection explain(Seq<Square> path) {
    Objects.requireNonNull(path, "path");
    return position.explain(path);
  }

  /**
   * Where the piece on a square may go.
   *
   * @param from the square
   * @return the destinations, empty when no legal move starts there
   */
  public SquareSet destinationsFrom(Square from) {
    Objects.requireNonNull(from, "from");
    return position.destinationsFrom(from);
  }

  /**
   * Where every piece that may move may go: what a board lights up.
   *
   * @return the destinations by origin, in square order
   */
  public Map<Square, SquareSet> allDestinations() {
    return position.allDestinations();
  }

  /**
   * The number of move sequences of a length from here, for checking move generators.
   *
   * @param depth the length, at least 0
   * @return the count
   * @throws IllegalArgumentException when {@code depth} is negative
   */
  public long perft(int depth) {
    return position.perft(depth);
  }

  private static <P extends GamePosition<P>> Either<MoveRejection, AnyPosition> play(GamePosition<P> p, Move move) {
    return p.play(move).map(AnyPosition::of);
  }

  private static <P extends GamePosition<P>> Either<MoveRejection, AnyPosition> play(GamePosition<P> p, Square from,
      Square to) {
    return p.play(from, to).map(AnyPosition::of);
  }

  private static <P extends GamePosition<P>> AnyPosition playUnchecked(GamePosition<P> p, Move move) {
    return of(p.playUnchecked(move));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AnyPosition other && position.equals(other.position);
  }

  @Override
  public int hashCode() {
    return position.hashCode();
  }

  @Override
  public String toString() {
    return position.toString();
  }
}
