package io.github.tabla.games.draughts.internal;

import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.variants.RulesGenerators;

/**
 * Counts move paths (perft) of Italian draughts on its 32-square bitboards, the standard check of a move
 * generator: with bulk counting (the one perft of every variant, {@link RulesPerft} on
 * {@link DraughtsRules#ITALIAN}, the squares turned into its layout's bits) or with every leaf made by
 * the game's own {@link MoveGenerator} and {@link MoveRules}.
 *
 * <p>An instance owns one move buffer per remaining depth and is not thread-safe; reused, it does not
 * allocate.
 *
 * <pre>{@code
 * Perft perft = new Perft();
 * perft.bulk(Geometry.WHITE_START, Geometry.BLACK_START, 0, true, 6);   // 36473
 * }</pre>
 */
public final class Perft {
  private final MoveGenerator generator = new MoveGenerator();
  private final RulesPerft rules = new RulesPerft(RulesGenerators.of(DraughtsRules.ITALIAN));
  private MoveList[] lists = new MoveList[0];
  private long checksum;

  /** A perft counter with no buffers yet; they are made on the first count. */
  public Perft() {}

  private void ensure(int depth) {
    if (lists.length <= depth) {
      MoveList[] bigger = new MoveList[depth + 1];
      for (int i = 0; i < bigger.length; i++) {
        bigger[i] = i < lists.length ? lists[i] : new MoveList();
      }
      lists = bigger;
    }
  }

  /**
   * The number of move paths of a length, counting the last ply without playing it.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whose turn it is
   * @param depth plies, at least 0
   * @return the number of leaves
   */
  public long bulk(int white, int black, int kings, boolean whiteToMove, int depth) {
    if (depth <= 0) {
      return 1L;
    }
    return rules.bulk(Geometry.toLayout(white), Geometry.toLayout(black), Geometry.toLayout(kings), whiteToMove,
        depth);
  }

  /**
   * The number of move paths of a length, making every move down to the leaves. Each leaf's bitboards
   * are folded into {@link #checksum()}, so that no leaf can be optimised away.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whose turn it is
   * @param depth plies, at least 0
   * @return the number of leaves
   */
  public long full(int white, int black, int kings, boolean whiteToMove, int depth) {
    if (depth <= 0) {
      return 1L;
    }
    ensure(depth);
    return fullFrom(white, black, kings, whiteToMove, depth);
  }

  private long fullFrom(int white, int black, int kings, boolean whiteToMove, int depth) {
    MoveList list = lists[depth];
    int n = generator.generate(white, black, kings, whiteToMove, list);
    long[] moves = list.moves;
    if (depth == 1) {
      long sum = checksum;
      for (int i = 0; i < n; i++) {
        long m = moves[i];
        int w = MoveRules.white(white, m, whiteToMove);
        int b = MoveRules.black(black, m, whiteToMove);
        sum += w ^ (b * 31) ^ (MoveRules.kings(kings, m, w, b) * 961);
      }
      checksum = sum;
      return n;
    }
    long leaves = 0L;
    for (int i = 0; i < n; i++) {
      long m = moves[i];
      int w = MoveRules.white(white, m, whiteToMove);
      int b = MoveRules.black(black, m, whiteToMove);
      leaves += fullFrom(w, b, MoveRules.kings(kings, m, w, b), !whiteToMove, depth - 1);
    }
    return leaves;
  }

  /**
   * A fold of every leaf made by {@link #full}; its value means nothing beyond keeping the work real.
   *
   * @return the checksum so far
   */
  public long checksum() {
    return checksum;
  }
}
