package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.BoardShape;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.RepetitionRule;
import io.github.tabla.core.Score;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Placement;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.kernel.Kernel;
import io.github.tabla.core.kernel.KernelBinding;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.record.Replay;
import io.vavr.collection.Array;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * The contracts of the game SPI as plain-Java checks, callable from any test framework. Each check
 * returns normally when the contract holds and throws a descriptive {@link AssertionError} (a
 * {@link PropertyViolation} for the checks over sequences) when it is broken; an exception thrown by
 * the game is reported the same way, never passed through.
 *
 * <p>The numbers are those of the conformance suite ({@link ConformanceProperty}):
 *
 * <pre>{@code
 * Properties.legalMovesEmptyIffOutcome(p);                  // 1
 * Properties.everyLegalMovePlays(p);                        // 2
 * Properties.candidatesAnswered(p, Candidates.of(p, 1L, 64), MessageTexts.of(game));   // 3
 * Properties.incrementalHashMatchesScratch(p);              // 4
 * Properties.setupRoundTrips(p);                            // 5
 * Properties.scoreAgreesWithOutcome(p, Option.none(), texts);   // 6
 * Properties.perftAgrees(p, 3, 1_000_000L);                 // 7
 * Properties.gameRecordAgrees(game.start(), moves);         // 8
 * Properties.answersAgreeAcrossThreads(positions, 4);       // 9
 * Properties.setupValidated(game, mutated, texts);          // 10
 * Properties.nullArgumentsRefused(p, true);                 // 11
 * Properties.kernelAgrees(p, game.kernel().get(), 2);       // 12
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class Properties {

  private Properties() {
  }

  // ---------------------------------------------------------------- 1. legal moves and outcome

  /**
   * Property 1: a position has no legal move exactly when its outcome is present, and
   * {@code hasLegalMoves()} and {@code isOver()} say the same.
   *
   * @param <P> the game's position type
   * @param p the position
   * @throws AssertionError when the contract is broken
   */
  public static <P extends GamePosition<P>> void legalMovesEmptyIffOutcome(P p) {
    Objects.requireNonNull(p, "p");
    Seq<Move> legal = call("legalMoves()", p::legalMoves);
    Option<Outcome> outcome = call("outcome()", p::outcome);
    if (legal.isEmpty() && outcome.isEmpty()) {
      throw new AssertionError("legalMoves() is empty but outcome() is none: a round without moves must be over");
    }
    if (!legal.isEmpty() && outcome.isDefined()) {
      throw new AssertionError("outcome() is " + outcome.get() + " but legalMoves() has " + legal.size()
          + " moves: " + legal.mkString(" "));
    }
    boolean has = call("hasLegalMoves()", p::hasLegalMoves);
    if (has == legal.isEmpty()) {
      throw new AssertionError("hasLegalMoves() is " + has + " but legalMoves() has " + legal.size() + " moves");
    }
    boolean over = call("isOver()", p::isOver);
    if (over != outcome.isDefined()) {
      throw new AssertionError("isOver() is " + over + " but outcome() is " + outcome);
    }
  }

  /**
   * Property 1: legal moves come in a deterministic order: repeated calls give equal lists, an equal
   * position (made again from its setup) gives the same list in the same order; no move appears
   * twice; every move is the side to move's; {@code destinationsFrom} and {@code allDestinations}
   * agree with the moves.
   *
   * @param <P> the game's position type
   * @param p the position
   * @throws AssertionError when the contract is broken
   */
  public static <P extends GamePosition<P>> void legalMovesDeterministic(P p) {
    Objects.requireNonNull(p, "p");
    Array<Move> first = Array.ofAll(call("legalMoves()", p::legalMoves));
    Array<Move> second = Array.ofAll(call("legalMoves() called again", p::legalMoves));
    if (!first.equals(second)) {
      throw new AssertionError("two calls of legalMoves() differ: " + first.mkString(" ") + " then "
          + second.mkString(" "));
    }
    if (first.distinct().size() != first.size()) {
      throw new AssertionError("legalMoves() lists a move twice: " + first.mkString(" "));
    }
    Side mover = call("sideToMove()", p::sideToMove);
    for (Move m : first) {
      if (m.side() != mover) {
        throw new AssertionError("the legal move " + m + " is " + m.side() + "'s, but " + mover + " is to move");
      }
    }
    Option<P> copy = copyOf(p);
    if (copy.isDefined() && copy.get().equals(p)) {
      Array<Move> again = Array.ofAll(call("legalMoves() of an equal position", copy.get()::legalMoves));
      if (!again.equals(first)) {
        throw new AssertionError("an equal position (made from toSetup()) lists its legal moves in another order: "
            + first.mkString(" ") + " versus " + again.mkString(" "));
      }
    }
    java.util.TreeMap<Square, SquareSet> expected = new java.util.TreeMap<>();
    for (Move m : first) {
      if (!m.isPass()) {
        expected.merge(m.origin().get(), SquareSet.of(m.destination().get()), SquareSet::union);
      }
    }
    Map<Square, SquareSet> all = call("allDestinations()", p::allDestinations);
    if (!all.toJavaMap().equals(expected)) {
      throw new AssertionError("allDestinations() is " + all + " but the legal moves give " + expected);
    }
    for (Square from : expected.keySet()) {
      SquareSet d = call("destinationsFrom(" + from + ")", () -> p.destinationsFrom(from));
      if (!d.equals(expected.get(from))) {
        throw new AssertionError("destinationsFrom(" + from + ") is " + d + " but the legal moves give "
            + expected.get(from));
      }
    }
  }

  // ---------------------------------------------------------------- 2. play

  /**
   * Property 2: every legal move plays with {@code play(move)}, giving a position equal to
   * {@code playUnchecked(move)} (with the same hash), and playing never changes the position played
   * from (its setup, hash, hash code, legal moves, outcome, score and turns are the same afterwards,
   * and it still equals a copy made before).
   *
   * @param <P> the game's position type
   * @param p the position
   * @throws AssertionError when the contract is broken
   */
  public static <P extends GamePosition<P>> void everyLegalMovePlays(P p) {
    Objects.requireNonNull(p, "p");
    Snapshot before = Snapshot.of(p);
    Option<P> copy = copyOf(p);
    for (Move m : before.legal) {
      Either<MoveRejection, P> checked = call("play(" + m + ")", () -> p.play(m));
      if (checked.isLeft()) {
        throw new AssertionError("the legal move " + m + " is refused by play(move): " + checked.getLeft());
      }
      P unchecked = call("playUnchecked(" + m + ")", () -> p.playUnchecked(m));
      if (!checked.get().equals(unchecked) || checked.get().hash() != unchecked.hash()) {
        throw new AssertionError("play(" + m + ") gives " + checked.get() + " but playUnchecked(" + m + ") gives "
            + unchecked);
      }
      Snapshot after = Snapshot.of(p);
      if (!after.equals(before)) {
        throw new AssertionError("playing " + m + " changed the position it was played from: "
            + before.difference(after));
      }
    }
    if (copy.isDefined() && !p.equals(copy.get())) {
      throw new AssertionError("after its legal moves were played the position no longer equals a copy made before");
    }
  }

  // ---------------------------------------------------------------- 3. illegal candidates

  /**
   * Property 3 for many candidates: see {@link #candidateAnswered}.
   *
   * @param <P> the game's position type
   * @param p the position
   * @param candidates the candidates to try
   * @param texts the game's message texts
   * @throws AssertionError naming the first candidate answered wrongly
   */
  public static <P extends GamePosition<P>> void candidatesAnswered(P p, Seq<Candidate> candidates,
      MessageTexts texts) {
    Objects.requireNonNull(p, "p");
    Objects.requireNonNull(candidates, "candidates");
    Objects.requireNonNull(texts, "texts");
    Seq<Move> legal = call("legalMoves()", p::legalMoves);
    for (Candidate c : candidates) {
      candidateAnswered(p, legal, c, texts);
    }
  }

  /**
   * Property 3: a candidate is answered with the legal move it names, or refused with a
   * {@link MoveRejection} whose code has a text in every language, never with an exception: a drag
   * that fits one legal move gives it, one that fits several is {@link MoveRejection.Ambiguous}; a
   * path gives the legal move with exactly that path; a move value plays when it is legal. A finished
   * round refuses everything with {@link MoveRejection.GameOver}.
   *
   * @param <P> the game's position type
   * @param p the position
   * @param candidate the candidate
   * @param texts the game's message texts
   * @throws AssertionError when the answer is wrong
   */
  public static <P extends GamePosition<P>> void candidateAnswered(P p, Candidate candidate, MessageTexts texts) {
    Objects.requireNonNull(p, "p");
    Objects.requireNonNull(candidate, "candidate");
    Objects.requireNonNull(texts, "texts");
    candidateAnswered(p, call("legalMoves()", p::legalMoves), candidate, texts);
  }

  private static <P extends GamePosition<P>> void candidateAnswered(P p, Seq<Move> legal, Candidate candidate,
      MessageTexts texts) {
    boolean over = legal.isEmpty();
    if (candidate instanceof Candidate.Gesture g) {
      Seq<Move> fits = legal.filter(m -> m.origin().contains(g.from()) && m.destination().contains(g.to()));
      Either<MoveRejection, Move> found = call("moveFor(" + g.from() + ", " + g.to() + ")",
          () -> p.moveFor(g.from(), g.to()));
      expect(candidate, found, over, fits.size() == 1 ? Option.some(fits.head()) : Option.none(), texts);
      if (fits.size() > 1 && !(found.getLeft() instanceof MoveRejection.Ambiguous)) {
        throw new AssertionError(candidate + " fits " + fits.size() + " legal moves (" + fits.mkString(" ")
            + ") but is refused with " + found.getLeft() + " instead of move.ambiguous");
      }
      Either<MoveRejection, P> played = call("play(" + g.from() + ", " + g.to() + ")", () -> p.play(g.from(), g.to()));
      if (played == null || played.isRight() != found.isRight()) {
        throw new AssertionError(candidate + ": moveFor says " + found + " but play(from, to) says " + played);
      }
      if (played.isLeft()) {
        texts.requireTexts(played.getLeft());
      } else if (!played.get().equals(p.playUnchecked(found.get()))) {
        throw new AssertionError(candidate + ": play(from, to) gives " + played.get() + ", not the position after "
            + found.get());
      }
    } else if (candidate instanceof Candidate.Path path) {
      Option<Move> exact = legal.find(m -> m.path().equals(path.squares()));
      Either<MoveRejection, Move> found = call("moveFor(" + path.squares().mkString("-") + ")",
          () -> p.moveFor(path.squares()));
      expect(candidate, found, over, exact, texts);
      BoardShape board = p.game().notation().squares().board();
      if (!path.squares().forAll(board::contains)) {
        if (!over && !(found.getLeft() instanceof MoveRejection.OffBoard)) {
          throw new AssertionError(candidate + " leaves the " + board + " board but is refused with " + found.getLeft()
              + ", not move.off-board");
        }
      } else if (exact.isEmpty()) {
        MoveRejection why = call("explain(" + path.squares().mkString("-") + ")", () -> p.explain(path.squares()));
        texts.requireTexts(why);
      }
    } else {
      Move m = ((Candidate.Value) candidate).move();
      Either<MoveRejection, P> played = call("play(" + m + ")", () -> p.play(m));
      boolean isLegal = legal.contains(m);
      if (over && !(played.isLeft() && played.getLeft() instanceof MoveRejection.GameOver)) {
        throw new AssertionError(candidate + " in a finished round gives " + played + ", not move.game-over");
      }
      if (isLegal && played.isLeft()) {
        throw new AssertionError(candidate + " is legal but refused: " + played.getLeft());
      }
      if (!isLegal && played.isRight()) {
        throw new AssertionError(candidate + " is not among the legal moves (" + legal.mkString(" ")
            + ") but play(move) accepts it");
      }
      if (played.isLeft()) {
        texts.requireTexts(played.getLeft());
      }
    }
  }

  private static void expect(Candidate c, Either<MoveRejection, Move> found, boolean over, Option<Move> legal,
      MessageTexts texts) {
    if (over) {
      if (found.isRight() || !(found.getLeft() instanceof MoveRejection.GameOver)) {
        throw new AssertionError(c + " in a finished round gives " + found + ", not move.game-over");
      }
    } else if (legal.isDefined()) {
      if (found.isLeft() || !found.get().equals(legal.get())) {
        throw new AssertionError(c + " names the legal move " + legal.get() + " but the answer is " + found);
      }
      return;
    } else if (found.isRight()) {
      throw new AssertionError(c + " names no legal move but the answer is the move " + found.get());
    }
    if (found.getLeft() == null) {
      throw new AssertionError(c + " is refused with a null rejection");
    }
    texts.requireTexts(found.getLeft());
  }

  // ---------------------------------------------------------------- 4. equals and hashes

  /**
   * Property 4: the laws of {@code equals} and {@code hashCode}: reflexive, not equal to
   * {@code null} or to another type, symmetric and consistent with a copy made from
   * {@code toSetup()}, equal hash codes and Zobrist keys for equal positions, the same answers when
   * asked twice.
   *
   * @param <P> the game's position type
   * @param p the position
   * @throws AssertionError when a law is broken
   */
  public static <P extends GamePosition<P>> void equalsAndHashCodeLaws(P p) {
    Objects.requireNonNull(p, "p");
    if (!call("equals(itself)", () -> p.equals(p))) {
      throw new AssertionError("the position does not equal itself");
    }
    if (call("equals(null)", () -> p.equals(null))) {
      throw new AssertionError("the position equals null");
    }
    if (call("equals(a string)", () -> p.equals("not a position"))) {
      throw new AssertionError("the position equals a string");
    }
    int h = call("hashCode()", p::hashCode);
    if (h != call("hashCode() again", p::hashCode) || p.hash() != p.hash()) {
      throw new AssertionError("hashCode() or hash() changes between calls");
    }
    Option<P> copy = copyOf(p);
    if (copy.isDefined()) {
      equalPositionsHashEqual(p, copy.get());
    }
  }

  /**
   * Property 4: the Zobrist key kept incrementally by {@code play} equals the key computed from
   * scratch, which is the key of the same position made again from its setup
   * ({@code game().fromSetup(p.toSetup())}).
   *
   * @param <P> the game's position type
   * @param p a position reached by play
   * @throws AssertionError when the keys differ, or the setup does not make a position
   */
  public static <P extends GamePosition<P>> void incrementalHashMatchesScratch(P p) {
    Objects.requireNonNull(p, "p");
    Setup setup = call("toSetup()", p::toSetup);
    Validation<Seq<SetupProblem>, P> again = call("fromSetup(toSetup())", () -> p.game().fromSetup(setup));
    if (again.isInvalid()) {
      throw new AssertionError("fromSetup(toSetup()) is invalid, so the key cannot be computed from scratch: "
          + again.getError().mkString("; "));
    }
    long scratch = again.get().hash();
    if (scratch != p.hash()) {
      throw new AssertionError("the incremental hash() is " + Long.toHexString(p.hash())
          + " but computed from scratch it is " + Long.toHexString(scratch));
    }
  }

  /**
   * Property 4: two positions are equal both ways or neither, and equal positions have equal
   * {@code hashCode()} and {@code hash()}.
   *
   * @param <P> the game's position type
   * @param a a position
   * @param b another position of the same game
   * @throws AssertionError when a law is broken
   */
  public static <P extends GamePosition<P>> void equalPositionsHashEqual(P a, P b) {
    Objects.requireNonNull(a, "a");
    Objects.requireNonNull(b, "b");
    boolean ab = call("equals", () -> a.equals(b));
    boolean ba = call("equals", () -> b.equals(a));
    if (ab != ba) {
      throw new AssertionError("equals is not symmetric: a.equals(b) is " + ab + " but b.equals(a) is " + ba
          + " for a = " + a + ", b = " + b);
    }
    if (ab && a.hash() != b.hash()) {
      throw new AssertionError("equal positions have different hash(): " + Long.toHexString(a.hash()) + " for " + a
          + ", " + Long.toHexString(b.hash()) + " for " + b);
    }
    if (ab && a.hashCode() != b.hashCode()) {
      throw new AssertionError("equal positions have different hashCode(): " + a.hashCode() + " for " + a + ", "
          + b.hashCode() + " for " + b);
    }
  }

  // ---------------------------------------------------------------- 5. round trips

  /**
   * Property 5: {@code fromSetup(toSetup(p))} is valid and equals {@code p}, and its setup is the same.
   *
   * @param <P> the game's position type
   * @param p the position
   * @throws AssertionError when the round trip fails
   */
  public static <P extends GamePosition<P>> void setupRoundTrips(P p) {
    Objects.requireNonNull(p, "p");
    Setup setup = call("toSetup()", p::toSetup);
    Validation<Seq<SetupProblem>, P> again = call("fromSetup(toSetup())", () -> p.game().fromSetup(setup));
    if (again.isInvalid()) {
      throw new AssertionError("fromSetup(toSetup()) is invalid: " + again.getError().mkString("; ") + "; setup "
          + setup);
    }
    if (!again.get().equals(p)) {
      throw new AssertionError("fromSetup(toSetup()) gives " + again.get() + ", which does not equal the position; "
          + "setup " + setup);
    }
    Setup twice = call("toSetup() of the copy", again.get()::toSetup);
    if (!twice.equals(setup)) {
      throw new AssertionError("the copy's toSetup() " + twice + " differs from the original's " + setup);
    }
  }

  /**
   * Property 5: the position text round-trips: reading the written text gives back an equal position.
   *
   * @param <P> the game's position type
   * @param p the position
   * @param format the position text
   * @throws AssertionError when the round trip fails
   */
  public static <P extends GamePosition<P>> void positionTextRoundTrips(P p, PositionFormat<P> format) {
    Objects.requireNonNull(p, "p");
    Objects.requireNonNull(format, "format");
    String text = call("writing the position text", () -> format.write(p));
    Either<?, P> read = call("reading the position text \"" + text + "\"", () -> format.read(text));
    if (read.isLeft()) {
      throw new AssertionError("the position text \"" + text + "\" does not read back: " + read.getLeft());
    }
    if (!read.get().equals(p)) {
      throw new AssertionError("the position text \"" + text + "\" reads back as " + read.get()
          + ", which does not equal the position");
    }
  }

  /**
   * Property 5: the move text round-trips: every legal move, written and read back in its position,
   * is the same move.
   *
   * @param <P> the game's position type
   * @param p the position
   * @param format the move text
   * @throws AssertionError naming the first move that does not round-trip
   */
  public static <P extends GamePosition<P>> void moveTextsRoundTrip(P p, MoveFormat<P> format) {
    Objects.requireNonNull(p, "p");
    Objects.requireNonNull(format, "format");
    for (Move m : call("legalMoves()", p::legalMoves)) {
      String text = call("writing the move " + m, () -> format.write(p, m));
      Either<?, Move> read = call("reading the move text \"" + text + "\"", () -> format.read(p, text));
      if (read.isLeft()) {
        throw new AssertionError("the move text \"" + text + "\" of " + m + " does not read back: " + read.getLeft());
      }
      if (!read.get().equals(m)) {
        throw new AssertionError("the move text \"" + text + "\" of " + m + " reads back as " + read.get());
      }
    }
  }

  // ---------------------------------------------------------------- 6. round ends, scores

  /**
   * Property 6: the score stays within bounds (never negative, never above {@code maxScore} when
   * given) and agrees with the outcome: the outcome's score and turns are the position's, and the
   * termination can be told in every language.
   *
   * @param <P> the game's position type
   * @param p the position
   * @param maxScore the most points a side can have, when the game has such a bound
   * @param texts the game's message texts
   * @throws AssertionError when the contract is broken
   */
  public static <P extends GamePosition<P>> void scoreAgreesWithOutcome(P p, Option<Score> maxScore,
      MessageTexts texts) {
    Objects.requireNonNull(p, "p");
    Objects.requireNonNull(maxScore, "maxScore");
    Objects.requireNonNull(texts, "texts");
    Score score = call("score()", p::score);
    Score turns = call("turns()", p::turns);
    if (score.white() < 0 || score.black() < 0) {
      throw new AssertionError("the score " + score + " is negative");
    }
    if (turns.white() < 0 || turns.black() < 0) {
      throw new AssertionError("the turns " + turns + " are negative");
    }
    for (Score max : maxScore) {
      if (score.white() > max.white() || score.black() > max.black()) {
        throw new AssertionError("the score " + score + " is above the most possible, " + max);
      }
    }
    Option<Outcome> outcome = call("outcome()", p::outcome);
    for (Outcome o : outcome) {
      if (!score.equals(o.score())) {
        throw new AssertionError("the outcome's score is " + o.score() + " but the position's score() is " + score);
      }
      if (!turns.equals(o.turns())) {
        throw new AssertionError("the outcome's turns are " + o.turns() + " but the position's turns() are " + turns);
      }
      if (o.termination() == null) {
        throw new AssertionError("the outcome " + o + " has no termination");
      }
      texts.requireTexts(o.termination());
    }
  }

  /**
   * Property 6: a move adds one turn to the side that made it and none to the other (passes
   * included).
   *
   * @param <P> the game's position type
   * @param before the position the move is played from
   * @param move the move
   * @param after the position after it
   * @throws AssertionError when the turns do not advance so
   */
  public static <P extends GamePosition<P>> void turnsAdvance(P before, Move move, P after) {
    Objects.requireNonNull(before, "before");
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(after, "after");
    Side mover = before.sideToMove();
    Score expected = before.turns().plus(mover, 1);
    Score turns = call("turns()", after::turns);
    if (!turns.equals(expected)) {
      throw new AssertionError("after " + mover + "'s move " + move + " the turns are " + turns + " instead of "
          + expected + " (they were " + before.turns() + ")");
    }
  }

  /**
   * Property 6: a round played from its start is over after at most {@code maxPlies} moves.
   *
   * @param <P> the game's position type
   * @param round the start position and the position after each move
   * @param maxPlies the game's declared bound ({@code GameDefinition.maxPlies()})
   * @throws PropertyViolation at the ply where the round should have been over
   */
  public static <P extends GamePosition<P>> void roundEndsWithin(Seq<P> round, int maxPlies) {
    Objects.requireNonNull(round, "round");
    if (round.size() > maxPlies + 1 || (round.size() == maxPlies + 1 && round.get(maxPlies).hasLegalMoves())) {
      throw new PropertyViolation("the round is not over after " + maxPlies + " plies, the game's maxPlies(): "
          + round.get(maxPlies).legalMoves().size() + " legal moves remain", maxPlies);
    }
  }

  // ---------------------------------------------------------------- 7. perft

  /**
   * The number of move paths of a length counted through the typed API only ({@code legalMoves} and
   * {@code playUnchecked}): the reference for a game's fast {@link GamePosition#perft(int)}.
   *
   * @param <P> the game's position type
   * @param p the position
   * @param depth the number of plies, at least 0
   * @return the number of leaves
   */
  public static <P extends GamePosition<P>> long typedPerft(P p, int depth) {
    Objects.requireNonNull(p, "p");
    return typedPerft(p, depth, Long.MAX_VALUE);
  }

  private static <P extends GamePosition<P>> long typedPerft(P p, int depth, long cap) {
    if (depth == 0) {
      return 1L;
    }
    long n = 0L;
    for (Move m : p.legalMoves()) {
      long sub = depth == 1 ? 1L : typedPerft(p.playUnchecked(m), depth - 1, cap - n);
      if (sub < 0) {
        return -1L;
      }
      n += sub;
      if (n > cap) {
        return -1L;
      }
    }
    return n;
  }

  /**
   * Property 7: for each depth from 1 to {@code depth}, the game's {@code perft(d)} (perhaps its fast
   * kernel) equals the count through the typed API, and equals the sum of the children's
   * {@code perft(d - 1)}; {@code perft(0)} is 1 and a negative depth is refused with an
   * {@link IllegalArgumentException}. Depths whose count would pass {@code nodeCap} are skipped.
   *
   * @param <P> the game's position type
   * @param p the position
   * @param depth the deepest depth to check
   * @param nodeCap the most leaves to count through the typed API per depth
   * @throws AssertionError when the counts differ
   */
  public static <P extends GamePosition<P>> void perftAgrees(P p, int depth, long nodeCap) {
    Objects.requireNonNull(p, "p");
    if (call("perft(0)", () -> p.perft(0)) != 1L) {
      throw new AssertionError("perft(0) is " + p.perft(0) + ", not 1");
    }
    try {
      p.perft(-1);
      throw new AssertionError("perft(-1) returns instead of throwing IllegalArgumentException");
    } catch (IllegalArgumentException expected) {
      // the documented answer
    } catch (RuntimeException e) {
      throw new AssertionError("perft(-1) throws " + e + " instead of IllegalArgumentException", e);
    }
    for (int d = 1; d <= depth; d++) {
      int dd = d;
      long typed = call("counting through legalMoves() and playUnchecked()", () -> typedPerft(p, dd, nodeCap));
      if (typed < 0) {
        return;
      }
      long kernel = call("perft(" + d + ")", () -> p.perft(dd));
      if (kernel != typed) {
        throw new AssertionError("perft(" + d + ") is " + kernel + " but legalMoves() and playUnchecked() count "
            + typed + divide(p, d));
      }
      long sum = 0L;
      for (Move m : p.legalMoves()) {
        sum += call("perft(" + (d - 1) + ") after " + m, () -> p.playUnchecked(m).perft(dd - 1));
      }
      if (sum != kernel) {
        throw new AssertionError("perft(" + d + ") is " + kernel + " but the children's perft(" + (d - 1)
            + ") add up to " + sum + divide(p, d));
      }
    }
  }

  private static <P extends GamePosition<P>> String divide(P p, int depth) {
    StringBuilder sb = new StringBuilder("; by move (perft, typed):");
    for (Move m : p.legalMoves()) {
      P child = p.playUnchecked(m);
      sb.append(' ').append(m).append(' ').append(child.perft(depth - 1)).append('/')
          .append(typedPerft(child, depth - 1));
    }
    return sb.toString();
  }

  // ---------------------------------------------------------------- 8. game record

  /**
   * Property 8: a {@link GameRecord} agrees with replaying the moves from the start: after each move
   * its current position, ply, moves, repetition count and outcome are those of the replay (the
   * repetitions counted by {@code equals} over every position so far, the outcome the position's own
   * or a draw by the game's {@link RepetitionRule}); {@code undo()} gives back the previous record and
   * {@code redo()} the current one; undoing every move and redoing them all gives the same record;
   * {@link Replay#playWhileValid} plays the same moves to the same record. Moves after the record
   * has ended (by repetition) must be refused with {@link MoveRejection.GameOver}.
   *
   * @param <P> the game's position type
   * @param start the start position
   * @param moves legal moves played one after the other from {@code start}
   * @throws PropertyViolation at the ply where the record and the replay disagree
   */
  public static <P extends GamePosition<P>> void gameRecordAgrees(P start, Seq<Move> moves) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(moves, "moves");
    List<P> replayed = new ArrayList<>();
    replayed.add(start);
    GameRecord<P> record = at(0, () -> GameRecord.of(start));
    agree(record, replayed, 0);
    int ply = 0;
    for (Move m : moves) {
      int next = ply + 1;
      GameRecord<P> before = record;
      Option<Outcome> over = at(next, before::outcome);
      Either<MoveRejection, GameRecord<P>> played = at(next, () -> before.play(m));
      if (over.isDefined()) {
        if (played.isRight() || !(played.getLeft() instanceof MoveRejection.GameOver)) {
          throw new PropertyViolation("the record is over (" + over.get() + ") but play(" + m + ") gives " + played,
              next);
        }
        break;
      }
      if (played.isLeft()) {
        throw new PropertyViolation("the record refuses the legal move " + m + ": " + played.getLeft(), next);
      }
      record = played.get();
      replayed.add(at(next, () -> replayed.get(replayed.size() - 1).playUnchecked(m)));
      ply = next;
      agree(record, replayed, ply);
      if (!record.lastMove().contains(m)) {
        throw new PropertyViolation("lastMove() is " + record.lastMove() + ", not " + m, ply);
      }
      GameRecord<P> now = record;
      Option<GameRecord<P>> undone = at(ply, now::undo);
      if (undone.isEmpty()) {
        throw new PropertyViolation("undo() after " + m + " gives nothing", ply);
      }
      agree(undone.get(), replayed.subList(0, ply), ply - 1);
      if (!undone.get().redoMoves().headOption().contains(m)) {
        throw new PropertyViolation("after undo() the next redo move is " + undone.get().redoMoves().headOption()
            + ", not " + m, ply);
      }
      Option<GameRecord<P>> redone = at(ply, () -> undone.get().redo());
      if (!redone.contains(now)) {
        throw new PropertyViolation("undo() then redo() gives " + redone + " instead of " + now, ply);
      }
    }
    GameRecord<P> full = record;
    int last = ply;
    GameRecord<P> back = full;
    for (int i = last; i > 0; i--) {
      GameRecord<P> from = back;
      Option<GameRecord<P>> u = at(last, from::undo);
      if (u.isEmpty()) {
        throw new PropertyViolation("undo() at ply " + i + " gives nothing", last);
      }
      back = u.get();
      agree(back, replayed.subList(0, i), i - 1, last);
    }
    if (at(last, back::undo).isDefined()) {
      throw new PropertyViolation("undo() at the start gives a record", last);
    }
    GameRecord<P> forward = back;
    for (int i = 0; i < last; i++) {
      GameRecord<P> from = forward;
      Option<GameRecord<P>> r = at(last, from::redo);
      if (r.isEmpty()) {
        throw new PropertyViolation("redo() at ply " + i + " after undoing everything gives nothing", last);
      }
      forward = r.get();
    }
    if (!forward.equals(full)) {
      throw new PropertyViolation("undoing every move and redoing them all gives " + forward + " instead of " + full,
          last);
    }
    if (at(last, full::redo).isDefined()) {
      throw new PropertyViolation("redo() with nothing undone gives a record", last);
    }
    Seq<Move> playedMoves = full.moves();
    Replay<P> replay = at(last, () -> Replay.playWhileValid(start, playedMoves));
    if (!replay.isComplete() || !replay.record().equals(full)) {
      throw new PropertyViolation("Replay.playWhileValid of the same moves gives " + replay + " instead of " + full,
          last);
    }
  }

  private static <P extends GamePosition<P>> void agree(GameRecord<P> record, List<P> replayed, int ply) {
    agree(record, replayed, ply, ply);
  }

  /** Compares a record with the replayed positions {@code 0..ply}; a failure is reported at {@code at}. */
  private static <P extends GamePosition<P>> void agree(GameRecord<P> record, List<P> replayed, int ply, int at) {
    P expected = replayed.get(ply);
    if (record.ply() != ply) {
      throw new PropertyViolation("the record's ply() is " + record.ply() + ", not " + ply, at);
    }
    P current = at(at, record::current);
    if (!current.equals(expected) || current.hash() != expected.hash()) {
      throw new PropertyViolation("the record's current() is " + current + " but the replay reaches " + expected, at);
    }
    if (!Array.ofAll(record.positions()).equals(Array.ofAll(replayed.subList(0, ply + 1)))) {
      throw new PropertyViolation("the record's positions() differ from the replay's", at);
    }
    // the repetition rule compares repetition keys (ID-13.2 ignores the counters), not whole positions
    Object key = expected.repetitionKey();
    int count = 0;
    for (int i = 0; i <= ply; i++) {
      if (replayed.get(i).repetitionKey().equals(key)) {
        count++;
      }
    }
    int repetitions = at(at, record::repetitions);
    if (repetitions != count) {
      throw new PropertyViolation("repetitions() is " + repetitions + " but the position occurred " + count
          + " times in the replay", at);
    }
    int occurrences = at(at, () -> record.occurrences(expected));
    if (occurrences != count) {
      throw new PropertyViolation("occurrences(current) is " + occurrences + " but the position occurred " + count
          + " times in the replay", at);
    }
    Option<Outcome> own = expected.outcome();
    Option<RepetitionRule> rule = expected.game().repetitionRule();
    Option<Outcome> wanted = own.isDefined() ? own
        : rule.isDefined() && count >= rule.get().occurrences()
            ? Option.some(Outcome.draw(rule.get().termination(), expected.score(), expected.turns()))
            : Option.none();
    Option<Outcome> outcome = at(at, record::outcome);
    if (!outcome.equals(wanted)) {
      throw new PropertyViolation("the record's outcome() is " + outcome + " but the replay gives " + wanted, at);
    }
  }

  private static <T> T at(int ply, Supplier<T> call) {
    try {
      T t = call.get();
      if (t == null) {
        throw new PropertyViolation("the game record returned null", ply);
      }
      return t;
    } catch (RuntimeException e) {
      throw new PropertyViolation("the game record threw " + e, ply, e);
    }
  }

  // ---------------------------------------------------------------- 9. threads

  /**
   * Property 9: the same positions queried from several threads at once give the same answers
   * ({@code legalMoves}, {@code hash}, {@code hashCode}, {@code outcome}, {@code toSetup},
   * {@code score}, {@code turns}, {@code sideToMove}) as when asked afterwards from this thread. The
   * threads start together and ask in the same order, so they meet on each position; pass positions
   * that nobody has asked anything yet (see {@link Playout#replay}) to catch a lazily computed field
   * that is not safely published.
   *
   * @param <P> the game's position type
   * @param positions the shared positions
   * @param threads how many threads ask, at least 2
   * @throws PropertyViolation at the index of the first position answered differently
   */
  public static <P extends GamePosition<P>> void answersAgreeAcrossThreads(Seq<P> positions, int threads) {
    Objects.requireNonNull(positions, "positions");
    Array<P> shared = Array.ofAll(positions);
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "tabla-testkit-query");
      t.setDaemon(true);
      return t;
    });
    try {
      CountDownLatch ready = new CountDownLatch(threads);
      CountDownLatch go = new CountDownLatch(1);
      List<Future<List<Object>>> futures = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        futures.add(pool.submit(() -> {
          ready.countDown();
          go.await();
          List<Object> answers = new ArrayList<>();
          for (P p : shared) {
            answers.add(answer(p));
          }
          return answers;
        }));
      }
      ready.await();
      go.countDown();
      List<List<Object>> all = new ArrayList<>();
      for (Future<List<Object>> f : futures) {
        // a guard against a deadlocked game, not a speed limit
        all.add(f.get(10, TimeUnit.MINUTES));
      }
      for (int i = 0; i < shared.size(); i++) {
        Object reference = answer(shared.get(i));
        for (int t = 0; t < all.size(); t++) {
          Object seen = all.get(t).get(i);
          if (!seen.equals(reference)) {
            throw new PropertyViolation("queried from " + threads + " threads at once, a thread saw " + seen
                + " but the answers afterwards are " + reference, i);
          }
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted while querying positions from several threads", e);
    } catch (ExecutionException e) {
      throw new AssertionError("a thread querying the positions threw " + e.getCause(), e.getCause());
    } catch (TimeoutException e) {
      throw new AssertionError("the threads querying the positions did not finish within 10 minutes: a deadlock?", e);
    } finally {
      pool.shutdownNow();
    }
  }

  private static Object answer(GamePosition<?> p) {
    try {
      return Array.of(Array.ofAll(p.legalMoves()), p.hash(), p.hashCode(), p.outcome(), p.toSetup(), p.score(),
          p.turns(), p.sideToMove());
    } catch (RuntimeException e) {
      return "threw " + e;
    }
  }

  // ---------------------------------------------------------------- setups

  /**
   * Validation of possibly invalid setups: {@code fromSetup} answers every setup without an
   * exception; an invalid one with at least one problem, each of which can be told in every
   * language; a valid one with a position that round-trips through its own setup and has legal moves
   * exactly when it has no outcome.
   *
   * @param <P> the game's position type
   * @param game the game
   * @param setup the setup, typically a mutated one
   * @param texts the game's message texts
   * @throws AssertionError when the contract is broken
   */
  public static <P extends GamePosition<P>> void setupValidated(GameDefinition<P> game, MutatedSetup setup,
      MessageTexts texts) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(setup, "setup");
    Objects.requireNonNull(texts, "texts");
    Validation<Seq<SetupProblem>, P> result = call("fromSetup(" + setup + ")", () -> game.fromSetup(setup.setup()));
    if (result.isInvalid()) {
      Seq<SetupProblem> problems = result.getError();
      if (problems == null || problems.isEmpty()) {
        throw new AssertionError("fromSetup(" + setup + ") is invalid without a problem");
      }
      for (SetupProblem problem : problems) {
        texts.requireTexts(problem);
      }
      return;
    }
    P p = result.get();
    try {
      setupRoundTrips(p);
      legalMovesEmptyIffOutcome(p);
    } catch (AssertionError e) {
      throw new AssertionError("the valid setup " + setup + " gives " + p + ", but " + e.getMessage(), e);
    }
  }

  /**
   * A setup with a piece (and an item) off the game's board is refused with a problem naming that square
   * among its squares or its arguments (the core's {@code setup.off-board} for a game that validates through
   * {@link SetupProblem#withTurn(Setup, io.github.tabla.core.BoardShape, java.util.function.Function)}),
   * never with an exception or a position: the first piece of the setup is moved just off the board, and
   * an item is put beside it.
   *
   * @param <P> the game's position type
   * @param game the game
   * @param setup a valid setup of the game
   * @param texts the game's message texts
   * @throws AssertionError when the setup is not refused that way
   */
  public static <P extends GamePosition<P>> void offBoardRefused(GameDefinition<P> game, Setup setup,
      MessageTexts texts) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(setup, "setup");
    Objects.requireNonNull(texts, "texts");
    Option<Square> off = Candidates.offBoard(game.notation().squares().board());
    if (off.isEmpty() || setup.placements().isEmpty()) {
      return;
    }
    Placement first = setup.placements().head();
    MutatedSetup moved = MutatedSetup.of(setup).then(new Setup(setup.placements().update(0,
        Placement.of(off.get(), first.piece())), setup.items().with(off.get()), setup.turn(), setup.fields()),
        "move the " + first.piece() + " on " + first.square() + " and an item off the board to " + off.get());
    Validation<Seq<SetupProblem>, P> result = call("fromSetup(" + moved + ")", () -> game.fromSetup(moved.setup()));
    if (result.isValid() || !result.getError().exists(q -> q.squares().contains(off.get())
        || q.arguments().contains(off.get()))) {
      throw new AssertionError("fromSetup(" + moved + ") gives " + result + ", not a problem naming " + off.get());
    }
    for (SetupProblem problem : result.getError()) {
      texts.requireTexts(problem);
    }
  }

  /**
   * Null arguments are refused at the boundary: every public method of the position (and, when asked,
   * of its game and of a Robot at every level) throws a {@link NullPointerException} naming the
   * parameter when one argument is {@code null}, instead of failing deep inside or answering (see
   * {@link NullArguments}).
   *
   * @param <P> the game's position type
   * @param p the position
   * @param gameAndRobots whether to check the game definition and its Robots too
   * @throws AssertionError listing every method and parameter that does not refuse a null
   */
  public static <P extends GamePosition<P>> void nullArgumentsRefused(P p, boolean gameAndRobots) {
    Objects.requireNonNull(p, "p");
    NullArguments checks = NullArguments.forPosition(p);
    Seq<String> problems = checks.problems(p);
    if (gameAndRobots) {
      GameDefinition<P> game = p.game();
      problems = problems.appendAll(checks.problems(game));
      for (io.github.tabla.core.robot.Level level : game.levels()) {
        problems = problems.appendAll(checks.problems(call("robot(" + level + ")", () -> game.robot(level, 1L)))
            .map(line -> "the " + level.id() + " Robot: " + line));
      }
    }
    if (!problems.isEmpty()) {
      throw new AssertionError(problems.size() + " null argument(s) not refused at the boundary:\n  "
          + problems.mkString("\n  "));
    }
  }

  /**
   * A game's kernel agrees with its typed positions, the way shakmaty checks that its legal moves are
   * legal and its incremental Zobrist keys right: the state of the position has its side to move, its
   * score and whether it is over; the kernel's moves are the typed legal moves, each once (in an order of
   * the kernel's own); the state the kernel makes for each is the state of the typed position after it,
   * with an incremental key equal to the key from scratch; the source state is left as it was; and the
   * kernel's perft equals the typed perft.
   *
   * @param <P> the game's position type
   * @param p the position
   * @param binding the game's kernel binding
   * @param perftDepth the depth of the perft comparison, 0 for none
   * @throws AssertionError when the kernel and the positions disagree
   */
  public static <P extends GamePosition<P>> void kernelAgrees(P p, KernelBinding<P> binding, int perftDepth) {
    Objects.requireNonNull(p, "p");
    Objects.requireNonNull(binding, "binding");
    Kernel k = binding.kernel();
    int w = k.stateWords();
    long[] states = new long[3 * w];
    long[] moves = new long[k.maxMoves()];
    binding.write(p, states, 0);
    long[] source = Arrays.copyOf(states, w);
    if (k.key(states, 0) != k.keyFromScratch(states, 0)) {
      throw new AssertionError("the state of " + p + " has the key " + Long.toHexString(k.key(states, 0))
          + " but from scratch it is " + Long.toHexString(k.keyFromScratch(states, 0)));
    }
    if (k.isOver(states, 0) != p.isOver() || k.sideToMove(states, 0) != p.sideToMove().ordinal()
        || k.score(states, 0, 0) != p.score().white() || k.score(states, 0, 1) != p.score().black()) {
      throw new AssertionError("the kernel says over " + k.isOver(states, 0) + ", side " + k.sideToMove(states, 0)
          + ", score " + k.score(states, 0, 0) + "-" + k.score(states, 0, 1) + " of " + p);
    }
    if (p.isOver()) {
      int expected = p.outcome().get().resultFor(p.sideToMove());
      if (k.result(states, 0) != expected) {
        throw new AssertionError("the kernel's result is " + k.result(states, 0) + " but the outcome gives "
            + expected + " to the side to move in " + p);
      }
    }
    int n = k.moves(states, 0, moves, 0);
    Seq<Move> legal = p.legalMoves();
    if (n != legal.size()) {
      throw new AssertionError("the kernel has " + n + " moves and the position " + legal.size() + ": " + legal
          + " in " + p);
    }
    java.util.Set<Move> seen = new java.util.HashSet<>();
    for (int i = 0; i < n; i++) {
      Move typed = binding.move(p, moves[i]);
      if (!legal.contains(typed)) {
        throw new AssertionError("kernel move " + i + " (" + moves[i] + ") is " + typed + ", not one of the legal moves "
            + legal.mkString(" ") + " in " + p);
      }
      if (!seen.add(typed)) {
        throw new AssertionError("kernel moves " + i + " (" + moves[i] + ") and an earlier one are both " + typed
            + " in " + p);
      }
      k.make(states, 0, moves[i], states, w);
      if (k.key(states, w) != k.keyFromScratch(states, w)) {
        throw new AssertionError("after " + typed + " the incremental key is " + Long.toHexString(k.key(states, w))
            + " but from scratch it is " + Long.toHexString(k.keyFromScratch(states, w)) + ", from " + p);
      }
      binding.write(p.playUnchecked(typed), states, 2 * w);
      if (!Arrays.equals(states, w, 2 * w, states, 2 * w, 3 * w)) {
        throw new AssertionError("after " + typed + " the kernel's state "
            + Arrays.toString(Arrays.copyOfRange(states, w, 2 * w)) + " is not the position's "
            + Arrays.toString(Arrays.copyOfRange(states, 2 * w, 3 * w)) + ", from " + p);
      }
      if (!Arrays.equals(states, 0, w, source, 0, w)) {
        throw new AssertionError("making " + typed + " changed the source state, from " + p);
      }
    }
    if (perftDepth > 0) {
      long kernel = k.perft(states, 0, perftDepth);
      long typed = typedPerft(p, perftDepth);
      if (kernel != typed) {
        throw new AssertionError("kernel perft(" + perftDepth + ") is " + kernel + " but typed perft is " + typed
            + " from " + p);
      }
    }
  }

  // ---------------------------------------------------------------- helpers

  /** Calls into the game, turning an exception or a null answer into a failed check. */
  static <T> T call(String what, Supplier<T> call) {
    T t;
    try {
      t = call.get();
    } catch (RuntimeException | StackOverflowError e) {
      throw new AssertionError(what + " threw " + e, e);
    }
    if (t == null) {
      throw new AssertionError(what + " returned null");
    }
    return t;
  }

  /** The position made again from its setup, when that works. */
  private static <P extends GamePosition<P>> Option<P> copyOf(P p) {
    try {
      return p.game().fromSetup(p.toSetup()).toOption();
    } catch (RuntimeException e) {
      return Option.none();
    }
  }

  /** What a position answers, to notice that playing a move changed it. */
  private static final class Snapshot {
    final Array<Move> legal;
    final Setup setup;
    final long hash;
    final int hashCode;
    final Option<Outcome> outcome;
    final Score score;
    final Score turns;
    final Side side;

    private Snapshot(GamePosition<?> p) {
      legal = Array.ofAll(call("legalMoves()", p::legalMoves));
      setup = call("toSetup()", p::toSetup);
      hash = p.hash();
      hashCode = p.hashCode();
      outcome = call("outcome()", p::outcome);
      score = call("score()", p::score);
      turns = call("turns()", p::turns);
      side = call("sideToMove()", p::sideToMove);
    }

    static Snapshot of(GamePosition<?> p) {
      return new Snapshot(p);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Snapshot s && s.legal.equals(legal) && s.setup.equals(setup) && s.hash == hash
          && s.hashCode == hashCode && s.outcome.equals(outcome) && s.score.equals(score) && s.turns.equals(turns)
          && s.side == side;
    }

    @Override
    public int hashCode() {
      return Long.hashCode(hash);
    }

    String difference(Snapshot after) {
      List<String> d = new ArrayList<>();
      if (!after.setup.equals(setup)) {
        d.add("toSetup() was " + setup + ", is now " + after.setup);
      }
      if (after.hash != hash) {
        d.add("hash() was " + Long.toHexString(hash) + ", is now " + Long.toHexString(after.hash));
      }
      if (after.hashCode != hashCode) {
        d.add("hashCode() was " + hashCode + ", is now " + after.hashCode);
      }
      if (!after.legal.equals(legal)) {
        d.add("legalMoves() were " + legal.mkString(" ") + ", are now " + after.legal.mkString(" "));
      }
      if (!after.outcome.equals(outcome)) {
        d.add("outcome() was " + outcome + ", is now " + after.outcome);
      }
      if (!after.score.equals(score) || !after.turns.equals(turns) || after.side != side) {
        d.add("score/turns/side were " + score + "/" + turns + "/" + side + ", are now " + after.score + "/"
            + after.turns + "/" + after.side);
      }
      return String.join("; ", d);
    }
  }
}
