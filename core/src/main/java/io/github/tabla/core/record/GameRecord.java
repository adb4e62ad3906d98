package io.github.tabla.core.record;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.RepetitionRule;
import io.github.tabla.core.Side;
import io.github.tabla.core.Termination;
import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The record of one round (or one game of draughts): the start position, every move played and every
 * position reached, with undo and redo, repetition counting and the game's repetition rule.
 *
 * <p>Positions carry no history (STYLE: copy-make); the history lives here. A record is an immutable
 * value: {@link #play(Move)}, {@link #undo()} and {@link #redo()} return a new record and leave this
 * one as it was, so a user interface can keep old records for free.
 *
 * <pre>{@code
 * GameRecord<P> r = GameRecord.of(game.start());
 * r = r.play(move1).get().play(move2).get();   // each play is checked: Either<MoveRejection, GameRecord<P>>
 * r.ply();                                     // 2
 * GameRecord<P> back = r.undo().get();         // ply 1; back.redo() plays move2 again
 * r.repetitions();                             // how often r.current() has occurred in this round
 * r.outcome();                                 // the position's own outcome, or a draw by repetition
 * }</pre>
 *
 * <p>A game that declares a {@link RepetitionRule} (Italian draughts, ID-13.2) ends drawn when a
 * position occurs for the rule's number of times; from then on {@link #play(Move)} answers
 * {@link MoveRejection.GameOver}. Positions are compared by their
 * {@link GamePosition#repetitionKey()}.
 *
 * <p>Replaying a list of move texts keeps the last good position and reports the first error (the
 * scalachess {@code playWhileValid} pattern):
 *
 * <pre>{@code
 * Replay<P> replay = GameRecord.replay(game.start(), Array.of("e1-e2", "e8-e7", "e2-e9"),
 *     (position, text) -> MoveText.parse(text).flatMap(path -> position.moveFor(path)));
 * replay.record().current();   // the position after "e8-e7"
 * replay.error();              // Some(ReplayError[game, ply 3, "e2-e9", the syntax error])
 * }</pre>
 *
 * @param <P> the game's position type
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class GameRecord<P extends GamePosition<P>> {
  private final Vector<P> positions;
  private final Vector<Move> moves;
  // Undone moves, the next one to redo first.
  private final Vector<Move> undone;
  private final Map<Object, Integer> occurrences;
  // An ending the players chose (an agreed draw or a resignation), not reached on the board.
  private final Option<Outcome> ending;

  private GameRecord(Vector<P> positions, Vector<Move> moves, Vector<Move> undone, Map<Object, Integer> occurrences,
      Option<Outcome> ending) {
    this.positions = positions;
    this.moves = moves;
    this.undone = undone;
    this.occurrences = occurrences;
    this.ending = ending;
  }

  /**
   * A record with no moves yet.
   *
   * <pre>{@code
   * GameRecord<P> r = GameRecord.of(game.start());   // r.ply() == 0, r.current() == game.start()
   * }</pre>
   *
   * @param <P> the game's position type
   * @param start the position the round starts from
   * @return the record
   */
  public static <P extends GamePosition<P>> GameRecord<P> of(P start) {
    Objects.requireNonNull(start, "start");
    return new GameRecord<>(Vector.of(start), Vector.empty(), Vector.empty(), HashMap.of(start.repetitionKey(), 1),
        Option.none());
  }

  /**
   * A record of a list of moves, all of which must be legal.
   *
   * <pre>{@code
   * GameRecord.ofMoves(game.start(), moves)
   *     .fold(error -> "move " + error.ply() + " is illegal", record -> "ply " + record.ply());
   * }</pre>
   *
   * @param <P> the game's position type
   * @param start the start position
   * @param moves the moves in playing order
   * @return the record of all the moves, or the first move that could not be played
   */
  public static <P extends GamePosition<P>> Either<ReplayError, GameRecord<P>> ofMoves(P start, Seq<Move> moves) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(moves, "moves");
    return Replay.playWhileValid(start, moves).toEither();
  }

  /**
   * Replays a list of tokens (move texts, gestures, moves) from a start position: each token is turned
   * into a move by the resolver and played, until the tokens run out or one fails. The result keeps
   * the record of every move that played and the first error, if any: the game, the one-based ply,
   * the token as text ({@code String.valueOf}) and the reason (the resolver's own, for example a
   * syntax error, or the game's rejection of the move).
   *
   * <pre>{@code
   * Replay<P> r = GameRecord.replay(start, Array.of("e1-e2", "e8-e7"),
   *     (position, text) -> parsePath(text).flatMap(position::moveFor));
   * if (r.isComplete()) {
   *   show(r.record().current());
   * } else {
   *   show(r.record().current(), messages.text(r.error().get()));   // "Move 2 ("e8-e7") cannot be played: ..."
   * }
   * }</pre>
   *
   * @param <P> the game's position type
   * @param <T> the token type, often {@code String}
   * @param start the start position
   * @param tokens the tokens in playing order
   * @param resolver turns a token into a move for the position it is played in, or says why it cannot
   * @return the replay: the record of the moves that played, the tokens consumed and the first error
   */
  public static <P extends GamePosition<P>, T> Replay<P> replay(P start, Seq<T> tokens,
      BiFunction<? super P, ? super T, ? extends Either<? extends Localizable, ? extends Move>> resolver) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(tokens, "tokens");
    Objects.requireNonNull(resolver, "resolver");
    GameRecord<P> record = of(start);
    for (T token : tokens) {
      Either<? extends Localizable, ? extends Move> resolved = resolver.apply(record.current(), token);
      Either<Localizable, GameRecord<P>> played = resolved.isLeft()
          ? Either.left(resolved.getLeft())
          : record.play(resolved.get()).mapLeft(rejection -> rejection);
      if (played.isLeft()) {
        ReplayError error = new ReplayError(start.game().id(), record.ply() + 1, String.valueOf(token),
            played.getLeft());
        return new Replay<>(record, record.ply(), Option.some(error));
      }
      record = played.get();
    }
    return new Replay<>(record, record.ply(), Option.none());
  }

  /**
   * The position the round started from.
   *
   * @return the start position
   */
  public P start() {
    return positions.head();
  }

  /**
   * The position now, after the last move.
   *
   * @return the current position
   */
  public P current() {
    return positions.last();
  }

  /**
   * The number of moves played (passes included).
   *
   * @return 0 at the start
   */
  public int ply() {
    return moves.size();
  }

  /**
   * The moves played, in order.
   *
   * @return the moves, {@link #ply()} of them
   */
  public Seq<Move> moves() {
    return moves;
  }

  /**
   * Every position of the round: the start position, then the position after each move.
   *
   * @return {@link #ply()} {@code + 1} positions; {@code positions().get(n)} is the position after
   *     {@code n} moves
   */
  public Seq<P> positions() {
    return positions;
  }

  /**
   * The last move played.
   *
   * @return the move, or none at the start
   */
  public Option<Move> lastMove() {
    return moves.lastOption();
  }

  /**
   * The moves {@link #redo()} would play again, the next one first.
   *
   * @return the undone moves; empty once a new move has been played
   */
  public Seq<Move> redoMoves() {
    return undone;
  }

  /**
   * How often the current position has occurred in this round, this occurrence included.
   *
   * @return at least 1
   */
  public int repetitions() {
    return occurrences(current());
  }

  /**
   * How often a position has occurred in this round.
   *
   * @param position a position of this game
   * @return the number of positions in {@link #positions()} with the same
   *     {@link GamePosition#repetitionKey()}, 0 when it never occurred
   */
  public int occurrences(P position) {
    Objects.requireNonNull(position, "position");
    return occurrences.get(position.repetitionKey()).getOrElse(0);
  }

  /**
   * How the round ended, if it has: an ending the players chose ({@link #agreeDraw()},
   * {@link #resign(Side)}), else the current position's own outcome, else a draw by the game's
   * {@link RepetitionRule} once the current position has occurred that many times.
   *
   * <pre>{@code
   * record.outcome().map(o -> o.termination().code());   // e.g. Some("draughts.end.repetition")
   * }</pre>
   *
   * @return the outcome, or none while the round goes on
   */
  public Option<Outcome> outcome() {
    if (ending.isDefined()) {
      return ending;
    }
    P now = current();
    Option<Outcome> own = now.outcome();
    if (own.isDefined()) {
      return own;
    }
    Option<RepetitionRule> rule = now.game().repetitionRule();
    if (rule.isDefined() && repetitions() >= rule.get().occurrences()) {
      return Option.some(Outcome.draw(rule.get().termination(), now.score(), now.turns()));
    }
    return Option.none();
  }

  /**
   * Whether the round is over.
   *
   * @return {@code true} when {@link #outcome()} is present
   */
  public boolean isOver() {
    return outcome().isDefined();
  }

  /**
   * Plays a move if it is legal and the round is not over. Playing a move forgets the moves that
   * {@link #redo()} could have played again.
   *
   * @param move the move
   * @return the longer record, or why the move is refused ({@link MoveRejection.GameOver} once the
   *     round is over, also when it ended by repetition, agreement or resignation)
   */
  public Either<MoveRejection, GameRecord<P>> play(Move move) {
    return played(move, Vector.empty());
  }

  private Either<MoveRejection, GameRecord<P>> played(Move move, Vector<Move> stillUndone) {
    Option<Outcome> over = outcome();
    if (over.isDefined()) {
      return Either.left(new MoveRejection.GameOver(over.get()));
    }
    return current().play(move).map(next -> new GameRecord<>(positions.append(next), moves.append(move),
        stillUndone, occurrences.put(next.repetitionKey(), occurrences(next) + 1), Option.none()));
  }

  /**
   * Takes back the last move; {@link #redo()} can play it again.
   *
   * @return the shorter record, or none at the start or when the round ended by agreement or
   *     resignation (such an ending is final)
   */
  public Option<GameRecord<P>> undo() {
    if (moves.isEmpty() || ending.isDefined()) {
      return Option.none();
    }
    P last = current();
    int count = occurrences(last);
    Map<Object, Integer> fewer = count <= 1 ? occurrences.remove(last.repetitionKey())
        : occurrences.put(last.repetitionKey(), count - 1);
    return Option.some(new GameRecord<>(positions.init(), moves.init(), undone.prepend(moves.last()), fewer,
        Option.none()));
  }

  /**
   * Plays the last undone move again.
   *
   * @return the longer record, or none when nothing was undone (or a new move was played since)
   */
  public Option<GameRecord<P>> redo() {
    if (undone.isEmpty()) {
      return Option.none();
    }
    // The move was legal here before it was undone, so it plays again.
    return played(undone.head(), undone.tail()).toOption();
  }

  /**
   * Ends the round drawn by agreement of the players ({@link Termination#AGREEMENT}); the score stays
   * as it stands.
   *
   * @return the ended record, or {@link MoveRejection.GameOver} when the round is already over
   */
  public Either<MoveRejection, GameRecord<P>> agreeDraw() {
    return ended(p -> Outcome.draw(Termination.AGREEMENT, p.score(), p.turns()));
  }

  /**
   * Ends the round: one side resigns and the other wins ({@link Termination#RESIGNATION}).
   *
   * @param side the side that resigns
   * @return the ended record, or {@link MoveRejection.GameOver} when the round is already over
   */
  public Either<MoveRejection, GameRecord<P>> resign(Side side) {
    Objects.requireNonNull(side, "side");
    return ended(p -> Outcome.win(side.opposite(), Termination.RESIGNATION, p.score(), p.turns()));
  }

  private Either<MoveRejection, GameRecord<P>> ended(Function<P, Outcome> how) {
    Option<Outcome> over = outcome();
    if (over.isDefined()) {
      return Either.left(new MoveRejection.GameOver(over.get()));
    }
    return Either.right(new GameRecord<>(positions, moves, Vector.empty(), occurrences,
        Option.some(how.apply(current()))));
  }

  /**
   * Records are equal when they hold the same positions, moves, undone moves and chosen ending.
   *
   * @param o another object
   * @return {@code true} for an equal record
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof GameRecord<?> r && r.positions.equals(positions) && r.moves.equals(moves)
        && r.undone.equals(undone) && r.ending.equals(ending);
  }

  /**
   * A hash consistent with {@link #equals(Object)}.
   *
   * @return the hash
   */
  @Override
  public int hashCode() {
    return Objects.hash(positions, moves, undone, ending);
  }

  /**
   * A short description: the game, the ply and the moves.
   *
   * @return for example {@code "GameRecord[diamonds, ply 2: a1-b1 d4-c4]"}
   */
  @Override
  public String toString() {
    return "GameRecord[" + start().game().id() + ", ply " + ply() + (moves.isEmpty() ? "" : ": ")
        + moves.mkString(" ") + ending.map(o -> ", " + o.termination().code()).getOrElse("") + "]";
  }
}
