package io.github.tabla.core.record;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * The result of replaying a list of moves or move texts: the record of every move that played (so
 * its current position is the last good one), how many tokens were consumed, and the first error.
 *
 * <pre>{@code
 * Replay<P> r = Replay.playWhileValid(game.start(), moves);
 * P lastGood = r.position();
 * r.error().forEach(e -> ui.show("Move " + e.ply() + " (" + e.token() + "): " + messages.text(e.reason())));
 * }</pre>
 *
 * @param <P> the game's position type
 * @param record the record of the moves that played
 * @param consumed how many tokens played; the failing token, if any, is the next one
 * @param error the first token that could not be played, or none when all played
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Replay<P extends GamePosition<P>>(GameRecord<P> record, int consumed, Option<ReplayError> error) {

  /**
   * Replays moves from a start position, keeping the last good position and the first illegal move
   * (written with its {@code toString}, for example {@code "e1-e3"}).
   *
   * <pre>{@code
   * Replay<P> r = Replay.playWhileValid(game.start(), Array.of(m1, m2, m3));
   * r.consumed();   // 3 when all were legal
   * }</pre>
   *
   * @param <P> the game's position type
   * @param start the start position
   * @param moves the moves in playing order
   * @return the replay
   */
  public static <P extends GamePosition<P>> Replay<P> playWhileValid(P start, Seq<Move> moves) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(moves, "moves");
    return GameRecord.replay(start, moves, (position, move) -> Either.right(move));
  }

  /**
   * Whether every token played.
   *
   * @return {@code true} when there is no error
   */
  public boolean isComplete() {
    return error.isEmpty();
  }

  /**
   * The last good position: the position after the last token that played.
   *
   * @return {@code record().current()}
   */
  public P position() {
    return record.current();
  }

  /**
   * The record when every token played, else the error.
   *
   * @return the record, or the first error
   */
  public Either<ReplayError, GameRecord<P>> toEither() {
    return error.isDefined() ? Either.left(error.get()) : Either.right(record);
  }
}
