package io.github.tabla.games.draughts.robot;

import org.apiguardian.api.API;
import io.github.tabla.core.Side;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.SharedTable;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.internal.EndgameTables;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.Objects;

/**
 * Endgame tables of Italian draughts: the exact value of every position with few pieces, made inside
 * the library by retrograde analysis with the game's own move generator (no download, no file). The
 * tables solve the game under ID-12 alone: a side with no piece or no move on its turn has lost, and a
 * position neither side can force to that end is a draw. The draw rules of ID-13 only add draws, so a
 * drawn position stays drawn under them; a win stays a win when the winner can reach it before the
 * no-progress draw, which the Robot checks against the position's counter (see
 * {@link #longestRunWithoutProgress()}).
 *
 * <p>{@link #standard()} holds every position with up to {@value #STANDARD_PIECES} pieces; it is made
 * once per JVM, the first time it is asked for (about 13 million positions in 13 MB, a few seconds of
 * one core; {@code docs/benchmarks.md} has the figures), or in the background
 * ({@link #standardTables()}{@code .startInBackground()}), as the strongest Robot does when a search
 * with a time limit must not wait for them. A failed making (the memory ran out) is not kept: the next
 * request tries again. Tables are immutable and safe to share between threads.
 *
 * <pre>{@code
 * Endgames tables = Endgames.standard();
 * Option<EndgameValue> v = tables.probe(position);   // Some(EndgameValue[result=WIN, plies=13])
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class Endgames {
  /** The pieces of the standard tables. */
  public static final int STANDARD_PIECES = 4;

  private final EndgameTables tables;

  private Endgames(EndgameTables tables) {
    this.tables = tables;
  }

  private static final SharedTable<Endgames> STANDARD = SharedTable.withProgress("draughts endgame tables",
      progress -> new Endgames(EndgameTables.generate(STANDARD_PIECES, new Cancellation(), progress)));

  /**
   * The tables of every position with up to {@value #STANDARD_PIECES} pieces, made on the first call
   * (or waited for, when they are being made).
   *
   * @return the shared tables
   * @throws IllegalStateException when they could not be made (the next call tries again); the cause
   *     says why
   */
  public static Endgames standard() {
    return STANDARD.get().getOrElseThrow(e -> new IllegalStateException("the endgame tables could not be made", e));
  }

  /**
   * The holder of the standard tables: whether they are made ({@code ready()}), made in the background
   * ({@code startInBackground()}), how far ({@code progress()}), or why they could not be made
   * ({@code get()}, a value).
   *
   * @return the holder
   */
  public static SharedTable<Endgames> standardTables() {
    return STANDARD;
  }

  /**
   * Makes tables of every position with up to a number of pieces. Five pieces take a few minutes and
   * about 400 MB; six do not fit a sensible budget.
   *
   * @param maxPieces 2 to 5
   * @return new tables
   * @throws IllegalArgumentException when {@code maxPieces} is out of range
   */
  public static Endgames generate(int maxPieces) {
    if (maxPieces < 2 || maxPieces > 5) {
      throw new IllegalArgumentException("tables are made for 2 to 5 pieces, not " + maxPieces);
    }
    return new Endgames(EndgameTables.generate(maxPieces, new Cancellation()));
  }

  EndgameTables kernel() {
    return tables;
  }

  /**
   * The most pieces a position may have to be in the tables.
   *
   * @return the number of pieces
   */
  public int maxPieces() {
    return tables.maxPieces();
  }

  /**
   * The number of positions solved, both sides to move counted.
   *
   * @return the positions
   */
  public long positions() {
    return tables.positions();
  }

  /**
   * The number of positions won by the side to move.
   *
   * @return the wins
   */
  public long wins() {
    return tables.wins();
  }

  /**
   * The number of drawn positions.
   *
   * @return the draws
   */
  public long draws() {
    return tables.draws();
  }

  /**
   * The number of positions lost by the side to move.
   *
   * @return the losses
   */
  public long losses() {
    return tables.losses();
  }

  /**
   * The memory the tables take.
   *
   * @return bytes
   */
  public long bytes() {
    return tables.bytes();
  }

  /**
   * The longest win, in plies.
   *
   * @return the largest distance
   */
  public int longestWin() {
    return tables.longestWin();
  }

  /**
   * How long making the tables took.
   *
   * @return the wall-clock time
   */
  public Duration generationTime() {
    return Duration.ofNanos(tables.generationNanos());
  }

  /**
   * The longest run of positions without a capture and without a man moved (ID-13.3) that a winner
   * playing only quickest wins may have to go through, whatever the loser does: at most 80 means the
   * tables' wins are wins under the FID no-progress draw too, from a counter of 0. Computed on each call
   * (seconds for the standard tables).
   *
   * @return the longest run, in positions
   */
  public int longestRunWithoutProgress() {
    return tables.longestRunWithoutProgress();
  }

  /**
   * The value of a position.
   *
   * @param position any position
   * @return its value, or none when it has more pieces than the tables hold or its game is over
   */
  public Option<EndgameValue> probe(DraughtsPosition position) {
    Objects.requireNonNull(position, "position");
    if (position.pieces(Side.WHITE).size() + position.pieces(Side.BLACK).size() > tables.maxPieces()
        || position.isOver()) {
      return Option.none();
    }
    int[] bits = Bits.of(position);
    int v = tables.probe(bits[0], bits[1], bits[2], position.sideToMove() == Side.WHITE);
    if (v == EndgameTables.NOT_FOUND) {
      return Option.none();
    }
    if (v == EndgameTables.DRAW) {
      return Option.some(new EndgameValue(EndgameValue.Result.DRAW, 0));
    }
    int plies = EndgameTables.distance(v);
    return Option.some(new EndgameValue(EndgameTables.isWin(v) ? EndgameValue.Result.WIN : EndgameValue.Result.LOSS,
        plies));
  }

  @Override
  public String toString() {
    return "Endgames[" + maxPieces() + " pieces, " + positions() + " positions]";
  }
}
