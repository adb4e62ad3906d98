package io.github.tabla.notation.record;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.record.Replay;
import io.github.tabla.core.record.ReplayError;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * A record read and replayed as far as its moves are valid: the tags, the moves that played, the last
 * good position and the first error with its ply and token. Reading never is all-or-nothing.
 *
 * <pre>{@code
 * RecordReading<P> r = RecordText.read(game, text).get();
 * r.position();                 // the position after the last good move
 * r.moves();                    // the moves that played
 * r.error().map(e -> e.ply() + " " + e.token());   // e.g. Some("7 22-17")
 * }</pre>
 *
 * @param <P> the game's position type
 * @param text the record as written
 * @param replay the replay of its moves
 */
@API(status = API.Status.STABLE, since = "0.1")
public record RecordReading<P extends GamePosition<P>>(GameText text, Replay<P> replay) {

  /**
   * The record of the moves that played.
   *
   * @return the game record
   */
  public GameRecord<P> record() {
    return replay.record();
  }

  /**
   * The last good position.
   *
   * @return the position after the last move that played
   */
  public P position() {
    return replay.position();
  }

  /**
   * The moves that played.
   *
   * @return the moves, in order
   */
  public Seq<Move> moves() {
    return replay.record().moves();
  }

  /**
   * The first move that could not be read or played, or the syntax error that cut the move text short.
   *
   * @return the error with its one-based ply and its token, or none when every move played
   */
  public Option<ReplayError> error() {
    return replay.error();
  }

  /**
   * Whether every move played.
   *
   * @return {@code true} when there is no error
   */
  public boolean isComplete() {
    return replay.isComplete();
  }
}
