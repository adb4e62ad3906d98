package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.Role;
import io.github.tabla.core.BoardShape;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Random candidates for property 3, mostly illegal: drags from the mover's pieces to every other
 * square (the near misses a child makes), random drags, random paths, the moves of nearby positions
 * (the opponent's moves, moves of the same side one turn later), legal moves with a wrong detail
 * (another role, side, capture or promotion), a pass, an empty and a one-square path, and a drag, a
 * path and a move to a square just off the game's board. Squares are drawn from the game's board
 * ({@code notation().squares().board()}).
 *
 * <p>The candidates depend only on the position and the seed, so a failure replays.
 *
 * <pre>{@code
 * Array<Candidate> tries = Candidates.of(position, 42L, 64);
 * Properties.candidatesAnswered(position, tries, MessageTexts.of(game));
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class Candidates {
  private static final Role[] ROLES = Role.values();

  private Candidates() {
  }

  /**
   * The candidates for a position.
   *
   * @param <P> the game's position type
   * @param position the position
   * @param seed the seed of the random choices; mixed with the position's hash
   * @param budget how many near-miss drags at most (the other kinds get a quarter or an eighth of it)
   * @return the candidates, without repeats; some may happen to be legal
   */
  public static <P extends GamePosition<P>> Array<Candidate> of(P position, long seed, int budget) {
    Objects.requireNonNull(position, "position");
    SplittableRandom random = new SplittableRandom(seed ^ (position.hash() * 0x9E3779B97F4A7C15L));
    BoardShape board = position.game().notation().squares().board();
    Square[] squares = board.squares().toJavaArray(Square[]::new);
    Seq<Move> legal = position.legalMoves();
    LinkedHashSet<Candidate> out = new LinkedHashSet<>();

    // near misses: from every origin of a legal move to every square
    Array<Candidate> near = Array.empty();
    SquareSet origins = SquareSet.ofAll(legal.flatMap(Move::origin));
    for (Square from : origins) {
      for (Square to : squares) {
        near = near.append(new Candidate.Gesture(from, to));
      }
    }
    out.addAll(sample(near, budget, random).toJavaList());

    for (int i = 0; i < Math.max(1, budget / 4); i++) {
      out.add(new Candidate.Gesture(randomSquare(random, squares), randomSquare(random, squares)));
    }
    for (int i = 0; i < Math.max(1, budget / 8); i++) {
      int length = 2 + random.nextInt(3);
      Array<Square> path = Array.empty();
      for (int k = 0; k < length; k++) {
        path = path.append(randomSquare(random, squares));
      }
      out.add(new Candidate.Path(path));
    }
    out.add(new Candidate.Path(Array.empty()));
    out.add(new Candidate.Path(Array.of(legal.headOption().flatMap(Move::origin).getOrElse(Square.A1))));
    out.add(new Candidate.Value(Move.Pass.of(position.sideToMove())));
    out.add(new Candidate.Value(Move.Pass.of(position.sideToMove().opposite())));

    // moves of nearby positions: the opponent's replies and the mover's next moves
    Array<Move> foreign = Array.empty();
    for (Move m : sample(Array.ofAll(legal), 3, random)) {
      P child = position.playUnchecked(m);
      Seq<Move> replies = child.legalMoves();
      foreign = foreign.appendAll(replies);
      for (Move r : sample(Array.ofAll(replies), 1, random)) {
        foreign = foreign.appendAll(child.playUnchecked(r).legalMoves());
      }
    }
    for (Move m : sample(foreign, Math.max(1, budget / 4), random)) {
      out.add(new Candidate.Value(m));
    }

    // legal moves with one detail wrong: what a move made for another position looks like
    for (Move m : sample(Array.ofAll(legal), Math.max(1, budget / 8), random)) {
      for (Move wrong : wrongDetail(m, random, squares)) {
        out.add(new Candidate.Value(wrong));
      }
    }

    Option<Square> off = offBoard(board);
    Option<Move.PieceMove> some = legal.find(m -> m instanceof Move.PieceMove).map(m -> (Move.PieceMove) m);
    if (off.isDefined() && some.isDefined()) {
      Move.PieceMove m = some.get();
      out.add(new Candidate.Gesture(m.path().head(), off.get()));
      out.add(new Candidate.Gesture(off.get(), m.path().last()));
      out.add(new Candidate.Path(m.path().append(off.get())));
      out.add(new Candidate.Value(Move.PieceMove.step(m.side(), m.role(), m.path().head(), off.get())));
    }
    return Array.ofAll(out);
  }

  /**
   * A square just off a board: to the right of its first rank, or above its first file; none for the
   * largest board.
   */
  static Option<Square> offBoard(BoardShape board) {
    return board.files() < 16 ? BoardShape.of(board.files() + 1, board.ranks()).square(board.files(), 0)
        : board.ranks() < 16 ? BoardShape.of(board.files(), board.ranks() + 1).square(0, board.ranks())
        : Option.none();
  }

  private static Option<Move> wrongDetail(Move m, SplittableRandom random, Square[] squares) {
    if (!(m instanceof Move.PieceMove pm)) {
      return Option.none();
    }
    switch (random.nextInt(4)) {
      case 0: {
        Role other = ROLES[(pm.role().ordinal() + 1 + random.nextInt(ROLES.length - 1)) % ROLES.length];
        return Option.some(new Move.PieceMove(pm.side(), other, pm.path(), pm.captured(), pm.promotion()));
      }
      case 1:
        return Option.some(new Move.PieceMove(pm.side().opposite(), pm.role(), pm.path(), pm.captured(),
            pm.promotion()));
      case 2:
        return Option.some(new Move.PieceMove(pm.side(), pm.role(), pm.path(),
            pm.captured().isEmpty() ? Array.of(randomSquare(random, squares)) : Array.empty(), pm.promotion()));
      default:
        return Option.some(new Move.PieceMove(pm.side(), pm.role(), pm.path(), pm.captured(),
            pm.promotion().isEmpty() ? Option.some(Role.KING) : Option.none()));
    }
  }

  private static Square randomSquare(SplittableRandom random, Square[] squares) {
    return squares[random.nextInt(squares.length)];
  }

  /** At most {@code count} elements, in their original order; all of them when there are few. */
  private static <T> Array<T> sample(Array<T> all, int count, SplittableRandom random) {
    if (all.size() <= count) {
      return all;
    }
    int[] index = new int[all.size()];
    for (int i = 0; i < index.length; i++) {
      index[i] = i;
    }
    for (int i = 0; i < count; i++) {
      int j = i + random.nextInt(index.length - i);
      int t = index[i];
      index[i] = index[j];
      index[j] = t;
    }
    java.util.Arrays.sort(index, 0, count);
    Array<T> out = Array.empty();
    for (int i = 0; i < count; i++) {
      out = out.append(all.get(index[i]));
    }
    return out;
  }
}
