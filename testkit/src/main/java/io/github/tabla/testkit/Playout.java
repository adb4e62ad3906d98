package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A round played from a start position by a list of move choices: at each ply the choice, taken
 * modulo the number of legal moves, picks one of them in the game's order. This is how the testkit
 * reaches positions: {@link Generators#choices} generates the choices and shrinks them, so a shorter list is a
 * shorter playout and a smaller choice is an earlier move of the list.
 *
 * <pre>{@code
 * Playout<MiniPosition> p = Playout.of(game.start(), new int[] {0, 2, 1});
 * p.moves();          // the three moves played (fewer when the round ended first)
 * p.positions();      // the start position and the position after each move
 * p.choices();        // the indices actually used: [0, 2, 1] reduced modulo the legal move counts
 * }</pre>
 *
 * <p>A game that throws while being played (from {@code legalMoves()} or {@code playUnchecked}) ends
 * the playout early; {@link #error()} says what happened.
 *
 * @param <P> the game's position type
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class Playout<P extends GamePosition<P>> {
  private final Array<Integer> choices;
  private final Array<Move> moves;
  private final Array<P> positions;
  private final Option<String> error;

  private Playout(Array<Integer> choices, Array<Move> moves, Array<P> positions, Option<String> error) {
    this.choices = choices;
    this.moves = moves;
    this.positions = positions;
    this.error = error;
  }

  /**
   * Plays one move per choice, stopping early when the round ends.
   *
   * @param <P> the game's position type
   * @param start the start position
   * @param choices the move choices, any integers (each is taken modulo the number of legal moves)
   * @return the playout
   */
  public static <P extends GamePosition<P>> Playout<P> of(P start, int[] choices) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(choices, "choices");
    return play(start, choices, choices.length);
  }

  /**
   * Plays one move per choice, then the first legal move at every ply until the round ends or
   * {@code maxPlies} moves have been played.
   *
   * @param <P> the game's position type
   * @param start the start position
   * @param choices the move choices of the first plies
   * @param maxPlies the most moves to play in all
   * @return the playout
   */
  public static <P extends GamePosition<P>> Playout<P> toTheEnd(P start, int[] choices, int maxPlies) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(choices, "choices");
    return play(start, choices, maxPlies);
  }

  /**
   * Plays the given moves with {@link GamePosition#playUnchecked(Move)}, each of which must be legal
   * where it is played (they are not checked).
   *
   * @param <P> the game's position type
   * @param start the start position
   * @param moves the moves
   * @return the playout; its choices are the indices of the moves among the legal moves, or -1 for a
   *     move that is not among them
   */
  public static <P extends GamePosition<P>> Playout<P> ofMoves(P start, Seq<Move> moves) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(moves, "moves");
    Array<Integer> choices = Array.empty();
    Array<P> positions = Array.of(start);
    P p = start;
    for (Move m : moves) {
      choices = choices.append(p.legalMoves().indexOf(m));
      p = p.playUnchecked(m);
      positions = positions.append(p);
    }
    return new Playout<>(choices, Array.ofAll(moves), positions, Option.none());
  }

  private static <P extends GamePosition<P>> Playout<P> play(P start, int[] choices, int maxPlies) {
    Array<Integer> used = Array.empty();
    Array<Move> moves = Array.empty();
    Array<P> positions = Array.of(start);
    P p = start;
    Option<String> error = Option.none();
    for (int ply = 0; ply < maxPlies; ply++) {
      Seq<Move> legal;
      try {
        legal = p.legalMoves();
      } catch (RuntimeException e) {
        error = Option.some("legalMoves() threw " + e);
        break;
      }
      if (legal == null) {
        error = Option.some("legalMoves() returned null");
        break;
      }
      if (legal.isEmpty()) {
        break;
      }
      int index = Math.floorMod(ply < choices.length ? choices[ply] : 0, legal.size());
      Move m = legal.get(index);
      P next;
      try {
        next = p.playUnchecked(m);
      } catch (RuntimeException e) {
        error = Option.some("playUnchecked(" + m + ") threw " + e);
        break;
      }
      if (next == null) {
        error = Option.some("playUnchecked(" + m + ") returned null");
        break;
      }
      used = used.append(index);
      moves = moves.append(m);
      positions = positions.append(next);
      p = next;
    }
    return new Playout<>(used, moves, positions, error);
  }

  /**
   * The start position.
   *
   * @return the first position
   */
  public P start() {
    return positions.head();
  }

  /**
   * The position after the last move.
   *
   * @return the last position
   */
  public P last() {
    return positions.last();
  }

  /**
   * The start position and the position after each move.
   *
   * @return {@link #plies()} {@code + 1} positions
   */
  public Array<P> positions() {
    return positions;
  }

  /**
   * The moves played.
   *
   * @return the moves in playing order
   */
  public Array<Move> moves() {
    return moves;
  }

  /**
   * The index of each move among the legal moves of the position it was played from. Playing these
   * choices again gives the same playout.
   *
   * @return one index per move
   */
  public Array<Integer> choices() {
    return choices;
  }

  /**
   * The number of moves played.
   *
   * @return the number of plies
   */
  public int plies() {
    return moves.size();
  }

  /**
   * What the game threw while being played, when it did; the playout stops at that position.
   *
   * @return the error, or none
   */
  public Option<String> error() {
    return error;
  }

  /**
   * The same moves played again from a fresh start position, with
   * {@link GamePosition#playUnchecked(Move)} only: positions no one has asked anything yet, for the
   * thread-safety property (a lazily computed field is still empty in them).
   *
   * @param freshStart a start position equal to {@link #start()}, newly made
   * @return the new positions, one more than the moves
   */
  public Array<P> replay(P freshStart) {
    Array<P> fresh = Array.of(freshStart);
    P p = freshStart;
    for (Move m : moves) {
      p = p.playUnchecked(m);
      fresh = fresh.append(p);
    }
    return fresh;
  }

  /**
   * The moves written with a writer, each in the position it is played from.
   *
   * @param writer the move writer
   * @return the move texts
   */
  public Array<String> moveTexts(MoveWriter<P> writer) {
    Array<String> texts = Array.empty();
    for (int i = 0; i < moves.size(); i++) {
      String t;
      try {
        t = writer.write(positions.get(i), moves.get(i));
      } catch (RuntimeException e) {
        t = moves.get(i).toString();
      }
      texts = texts.append(t);
    }
    return texts;
  }

  /**
   * The moves as square paths, for example {@code "Playout[a1-b1 d4-c3]"}.
   *
   * @return a readable form
   */
  @Override
  public String toString() {
    return "Playout[" + moves.mkString(" ") + error.map(e -> ", then " + e).getOrElse("") + "]";
  }
}
