package io.github.tabla.games.draughts.internal;

import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.capture.Criterion;
import java.util.Arrays;

/**
 * The legal moves of any {@link DraughtsRules} on three bitboards of a {@link Layout}: {@code white},
 * {@code black} and {@code kings} (both sides' kings; a piece not in {@code kings} is a man).
 *
 * <p>Steps come from shifts of whole bitboards. A capture is searched depth-first from each piece that can
 * jump, one route at a time: taken pieces stay on the board and block until the move ends (or leave at once
 * under {@link DraughtsRules.Removal#AT_ONCE}), no piece is taken twice, and the mover's start square counts
 * as empty. A flying king's route is fixed by the pieces it takes in order and the squares where it turns:
 * it may stop on any free square behind a taken piece, must stop on one from which it can go on capturing
 * if there is one, and a further capture straight ahead is one route whichever square it passed. Of the
 * complete captures only those the capture priority ranks first are kept: by a key that orders them
 * as its comparator does when every criterion is a built-in one, by a {@link CaptureRanker} otherwise. Under
 * {@link DraughtsRules.MoveIdentity#DISTINCT} two routes with the same origin, destination, captured pieces
 * and crowning are one move.
 *
 * <p>An instance keeps the search's state in fields and is not thread-safe; one per thread, reused,
 * generates without allocating.
 */
public final class RulesGenerator {
  /** The kind of {@code Criterion.MOST_PIECES} in a key's description. */
  public static final int MOST_PIECES = 0;
  /** The kind of {@code Criterion.WITH_KING}. */
  public static final int WITH_KING = 1;
  /** The kind of {@code Criterion.MOST_KINGS}. */
  public static final int MOST_KINGS = 2;
  /** The kind of {@code Criterion.EARLIEST_KING}. */
  public static final int EARLIEST_KING = 3;
  /**
   * The kind of {@code Criterion.mostValue}: the worth of the pieces taken, the worths those of the rules'
   * {@code Criterion.Worth}, a king worth no less than a man.
   */
  public static final int MOST_VALUE = 4;
  private static final int[] KEY_BITS = {6, 1, 6, 32, 16};
  /**
   * {@link Layout#hasLeft} and {@link Layout#hasRight} of the 10×10 board, constants for {@link #countTen}
   * and {@link RulesPerft} (its diagonal steps rotate by 6, 5, 59 and 58 bits, a file's step shifts by 11;
   * checked against the layout by the tests).
   */
  static final long TEN_LEFT = Layout.of(10).hasLeft;
  static final long TEN_RIGHT = Layout.of(10).hasRight;

  /** The board. */
  public final Layout layout;
  /** The layout's tables, kept here: one field load in the hot paths. */
  private final int[] nb;
  private final int[] two;
  private final boolean manBackward;
  private final boolean menTakeKings;
  private final boolean flying;
  /** Whether pieces capture along files and ranks too (directions 4 to 7 of the layout). */
  private final boolean orthogonal;
  /** Whether pieces move and capture along files and ranks only, on the full board ({@link Layout#full()}). */
  private final boolean linesOnly;
  /** The first direction a king captures in: 0, or 4 when it has no diagonals. */
  private final int kingFirstDirection;
  /** The directions a king captures in end before this one: 4, or 8 with the orthogonal ones. */
  private final int kingDirections;
  /** The diagonal rotations a short king steps and jumps by: none when pieces move along lines only. */
  private final int[] kingRotations;
  /** The lines (4 to 7) a White man captures along, then a Black man's. */
  private final int[] whiteManLines;
  private final int[] blackManLines;
  /** Whether a piece may go back the way it came between two jumps when taken pieces leave at once. */
  private final boolean turnsBack;
  private final boolean justBehind;
  /** Whether a flying king's captures can be counted by reach ({@link #kingCount}): diagonals, removal after the move. */
  private final boolean kingsCountedByReach;
  private final boolean crownedGoesOn;
  private final boolean goesOnAsMan;
  /**
   * Whether men jump in all eight directions and go on as men over the far row (Frisian draughts' men): their
   * counting search is {@link #eightWaysCountLanded}, every direction unrolled in one method.
   */
  private final boolean eightWays;
  /** Whether those men play on the 10×10 board: {@link #jumpers} finds them with its steps as constants. */
  private final boolean onTen;
  /**
   * Whether the men's captures against men are counted with the 10×10 board's steps as constants
   * ({@link #countTen}): {@link #eightWays} men on 10×10 whose captures of two pieces outrank those of one,
   * pieces leaving after the move (Frisian draughts). A step whose length is a constant is one instruction
   * the JIT writes with the length in it; read from a field, each length goes through the one register a
   * rotation by a variable count reads (x86's CL), and the steps wait for one another. That count is most
   * of Frisian draughts' perft, which the constants made about a fifth faster (docs/benchmarks.md, issue
   * #22's twenty-third part); the general search ({@link #eightWaysCountLanded}) still serves the 8×8
   * board, kings, and the listing, whose order of directions follows the side.
   */
  private final boolean menOnTen;
  /** {@link Layout#hasLeft}, {@link Layout#hasRight} and {@link Layout#fileShift}, for the men's search. */
  private final long hasLeft;
  private final long hasRight;
  private final int fileShift;
  private final boolean atOnce;
  private final boolean distinct;
  /** The built-in criteria in order. */
  private final int[] kinds;
  /** Whether every criterion is a built-in one: false means the slow path, by the comparator. */
  private final boolean nativeKey;
  private final int kingsShift;
  private final int earliestShift;
  private final int valueShift;
  /** The worth of a man and of a king taken, for {@link #MOST_VALUE}. */
  private final int manWorth;
  private final int kingWorth;
  private final boolean freeChoice;
  /** Whether a diagonal may have more than 8 squares (a king may slide more than 7). */
  private final boolean longDiagonals;
  /** Whether {@link #singleJumps} applies: captures along the diagonals, a priority of built-in criteria. */
  private final boolean sortsMenCaptures;
  /** The same for captures along files and ranks too, at the last ply only ({@link #lineSingles}). */
  private final boolean sortsLineCaptures;
  /**
   * When {@link #lineSingles} found a man that can go on: the landings of each direction's first jumps
   * (the four diagonals in the order of {@link #manRotation}, then left, right, up and down), and those
   * it may go on from.
   */
  private final long[] lineLandings = new long[8];
  private long lineOn;
  /** Whether of two captures of one piece each, one that takes a king may be preferred. */
  private final boolean kingsDecide;
  /**
   * Whether a man's capture of two pieces or more outranks every man's capture of one ({@link
   * #manyOutrankOne}), and the men's first jumps {@link #singleJumps} and {@link #lineSingles} find to go
   * on surely do (no man crowned mid-capture that may stop): the one-piece captures then need no counting
   * once one goes on.
   */
  private final boolean singlesLose;
  /**
   * Whether the count under one move per result in progress (the men's captures counted from their first
   * jumps where taken pieces leave after the move, only routes of three jumps or more compared: {@link
   * #countLong}) met a man crowned mid-capture that goes on as a king, whose routes as a king it cannot
   * compare: the position's captures are then listed.
   */
  private boolean voided;
  /** The man's square and the opponent's pieces of the count {@link #countJump} runs. */
  private long countFrom;
  private long countOpp;
  /**
   * The men's routes of three jumps or more counted under one move per result among the best so far, three
   * values each (origin, destination, pieces taken).
   */
  private long[] longRoutes = new long[96];
  private int longRoutesSize;
  private final CaptureRanker ranker;
  /** The key of the built-in criteria ({@link #key}). */
  private final PriorityKey priorityKey;
  /** The key of a man's capture of {@code j} men, at index {@code j} (0 without a key of the built-in criteria). */
  private final long[] menKeys = new long[64];
  /**
   * The rotations of a step in the directions a White man captures in, then a Black man's: a bit moves
   * one step in direction d as {@code Long.rotateRight(bit, rotation[d])} (see {@link #rotation}).
   */
  private final int[] whiteManRotations;
  private final int[] blackManRotations;
  /** The rotation of a step in each direction. */
  private final int[] rotation;

  // the state of the capture search in progress
  private long empty;
  private long jumpable;
  private long oppKings;
  private long opponentAtStart;
  private long crownRow;
  private int from;
  private boolean byKing;
  private boolean prioritise;
  private boolean counting;
  /** Counting men's captures by {@link #manCount}: every route a move, no removal at once. */
  private boolean leanCount;
  /** Whether the list being filled keeps only each move's identity (no route, key or king mask). */
  private boolean leanList;
  /** Whether the list being filled keeps only the identity of each man's capture, and each king's route. */
  private boolean leanMen;
  private int count;
  private int[] manRotations = new int[0];
  private int[] manLines = new int[0];
  /** The rotations of the side to move's men's two forward directions, then the two backward ones. */
  private int forwardA;
  private int forwardB;
  private int backwardA;
  private int backwardB;
  private long best;
  private RulesMoves out;
  private final int[] route = new int[64];
  /**
   * The landings of the captures {@link #singleJumps} found, a direction each ({@link #manRotation}); when
   * some man can go on, the landings of the first jumps it cannot go on from.
   */
  final long[] singleLandings = new long[4];
  /** When {@link #singleJumps} found a man that can go on: the landings of the first jumps it may go on from. */
  private final long[] goingOn = new long[4];
  /** The steps {@link #generate} lists, as {@link #writeSteps} writes them (twenty flying kings have fewer). */
  private final long[] steps = new long[1024];
  private int routeLength;

  /**
   * A generator of a variant's moves. Its priority comes as primitives: the built-in criteria in order
   * when every criterion is one ({@code kinds}, {@link #MOST_PIECES} to {@link #MOST_VALUE}), or a
   * ranker for a priority with a criterion of its own; {@code RulesGenerators} in the package
   * {@code io.github.tabla.games.draughts.variants} makes both from the rules.
   *
   * @param rules the rules
   * @param distinct whether routes that take the same pieces to the same square are one move
   * @param kinds the built-in criteria in order, empty for free choice
   * @param builtIn whether {@code kinds} describes the whole priority; when not, {@code ranker} decides
   * @param ranker the priority's comparator on primitives
   * @param worth the worths of {@link #MOST_VALUE} when {@code kinds} has it (any otherwise)
   */
  public RulesGenerator(DraughtsRules rules, boolean distinct, int[] kinds, boolean builtIn, CaptureRanker ranker,
      Criterion.Worth worth) {
    this.linesOnly = rules.captureLines() == DraughtsRules.CaptureLines.ORTHOGONAL;
    this.layout = Layout.of(rules);
    this.nb = layout.neighbour;
    this.two = layout.twoSteps;
    this.manBackward = rules.manCaptures() == DraughtsRules.ManCaptures.FORWARD_AND_BACKWARD;
    this.menTakeKings = rules.menCaptureKings();
    this.flying = rules.kingRange() == DraughtsRules.KingRange.FLYING;
    this.orthogonal = rules.captureLines() != DraughtsRules.CaptureLines.DIAGONAL;
    this.kingFirstDirection = linesOnly ? 4 : 0;
    this.kingDirections = orthogonal ? 8 : 4;
    this.turnsBack = rules.captureTurnsBack();
    this.whiteManLines = !orthogonal ? new int[0] : manBackward
        ? new int[] {Layout.LEFT, Layout.RIGHT, Layout.UP, Layout.DOWN} : new int[] {Layout.LEFT, Layout.RIGHT, Layout.UP};
    this.blackManLines = !orthogonal ? new int[0] : manBackward
        ? new int[] {Layout.LEFT, Layout.RIGHT, Layout.UP, Layout.DOWN} : new int[] {Layout.LEFT, Layout.RIGHT, Layout.DOWN};
    this.justBehind = rules.kingLanding() == DraughtsRules.KingLanding.JUST_BEHIND;
    this.crownedGoesOn = rules.farRowInCapture() == DraughtsRules.FarRowInCapture.CROWNED_GOES_ON_AS_KING;
    this.goesOnAsMan = rules.farRowInCapture() == DraughtsRules.FarRowInCapture.GOES_ON_AS_MAN;
    this.eightWays = orthogonal && !linesOnly && manBackward && goesOnAsMan;
    this.onTen = eightWays && layout == Layout.of(10);
    this.hasLeft = layout.hasLeft;
    this.hasRight = layout.hasRight;
    this.fileShift = layout.fileShift;
    this.atOnce = rules.removal() == DraughtsRules.Removal.AT_ONCE;
    this.kingsCountedByReach = !orthogonal && !atOnce;
    this.distinct = distinct;
    this.ranker = ranker;
    this.nativeKey = builtIn && fits(kinds);
    this.freeChoice = builtIn && kinds.length == 0;
    this.kinds = nativeKey ? kinds.clone() : new int[0];
    int[] shift = shifts(kinds);
    this.kingsShift = shift[MOST_KINGS];
    this.earliestShift = shift[EARLIEST_KING];
    this.valueShift = shift[MOST_VALUE];
    this.manWorth = worth.man();
    this.kingWorth = worth.king();
    this.priorityKey = new PriorityKey(this.kinds, worth);
    for (int j = 0; j < menKeys.length; j++) {
      menKeys[j] = nativeKey ? priorityKey.key(j, false, 0) : 0L;
    }
    this.longDiagonals = rules.size() > 8;
    this.sortsMenCaptures = !orthogonal && (freeChoice || nativeKey);
    this.sortsLineCaptures = orthogonal && !linesOnly && (freeChoice || nativeKey);
    this.kingsDecide = !freeChoice && (kingsShift >= 0 || earliestShift >= 0
        || valueShift >= 0 && kingWorth > manWorth);
    this.singlesLose = nativeKey && manyOutrankOne() && (goesOnAsMan || !crownedGoesOn);
    this.menOnTen = onTen && singlesLose && !atOnce;
    this.out = new RulesMoves(1);
    this.rotation = rotations(layout);
    int[] r = rotation;
    this.kingRotations = linesOnly ? new int[0] : rotation;
    this.whiteManRotations = linesOnly ? new int[0] : manBackward
        ? new int[] {r[Layout.UP_LEFT], r[Layout.UP_RIGHT], r[Layout.DOWN_LEFT], r[Layout.DOWN_RIGHT]}
        : new int[] {r[Layout.UP_LEFT], r[Layout.UP_RIGHT]};
    this.blackManRotations = linesOnly ? new int[0] : manBackward
        ? new int[] {r[Layout.DOWN_LEFT], r[Layout.DOWN_RIGHT], r[Layout.UP_LEFT], r[Layout.UP_RIGHT]}
        : new int[] {r[Layout.DOWN_LEFT], r[Layout.DOWN_RIGHT]};
  }

  /**
   * A step as one rotation of a {@code long}: up is a right shift, down a left one, and a rotation moves a
   * bit past the board's end onto a bit above the last square, never a square (the board uses at most 54
   * bits and a step at most 6), so one rotation serves every direction and a table replaces the branch.
   */
  private static int[] rotations(Layout l) {
    return new int[] {l.upLeftShift, l.upRightShift, 64 - l.upRightShift, 64 - l.upLeftShift};
  }

  /** Whether a key of these criteria fits in a {@code long}. */
  static boolean fits(int[] kinds) {
    int bits = 0;
    for (int kind : kinds) {
      if (kind < MOST_PIECES || kind > MOST_VALUE) {
        return false;
      }
      bits += KEY_BITS[kind];
    }
    return bits <= 62;
  }

  /**
   * The priority key of a complete capture: of two captures, the one the priority prefers has the larger
   * key, and two captures it ranks equal have equal keys (when every criterion is a built-in one).
   *
   * @param jumps pieces taken
   * @param byKing whether a king captures
   * @param kingMask bit {@code 31 - j} set when jump {@code j} (from 0) takes a king
   * @return the key
   */
  long key(int jumps, boolean byKing, int kingMask) {
    return priorityKey.key(jumps, byKing, kingMask);
  }

  /**
   * Whether, of two captures by men, one that takes two pieces or more always comes first by this
   * generator's built-in criteria: the first criterion that can tell men's captures apart counts the
   * pieces, or their worth when two pieces outweigh any one.
   *
   * @return whether it does (false for free choice)
   */
  boolean manyOutrankOne() {
    for (int kind : kinds) {
      if (kind == MOST_PIECES) {
        return true;
      }
      if (kind == MOST_VALUE) {
        return 2 * Math.min(manWorth, kingWorth) > Math.max(manWorth, kingWorth);
      }
      if (kind != WITH_KING) {
        return false;
      }
    }
    return false;
  }

  /**
   * Where each built-in criterion's field lies in this generator's key ({@link #shifts} of its priority):
   * for a generator of its own that keys captures as this one does ({@link MoveGenerator}).
   *
   * @return the shifts, indexed by {@link #MOST_PIECES} to {@link #MOST_VALUE}, -1 for a criterion the
   *     priority does not use
   * @throws IllegalStateException when the priority has a criterion of the user's own, which no key holds
   */
  int[] keyShifts() {
    if (!nativeKey && !freeChoice) {
      throw new IllegalStateException("a priority with a criterion of its own has no key");
    }
    return shifts(kinds);
  }

  /**
   * Where each built-in criterion's field lies in the key, -1 when the priority does not use it: the
   * criteria in order from the highest bits down, a criterion named twice counting once (the second
   * time it can decide nothing).
   */
  static int[] shifts(int[] kinds) {
    int[] shift = {-1, -1, -1, -1, -1};
    int total = 0;
    boolean[] seen = new boolean[5];
    for (int kind : kinds) {
      if (!seen[kind]) {
        seen[kind] = true;
        total += KEY_BITS[kind];
      }
    }
    int at = total;
    for (int kind : kinds) {
      if (shift[kind] < 0) {
        at -= KEY_BITS[kind];
        shift[kind] = at;
      }
    }
    return shift;
  }

  /**
   * Whether the side to move can capture.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings both sides' kings
   * @param whiteToMove whose turn it is
   * @return {@code true} when a capture is compulsory
   */
  public boolean canCapture(long white, long black, long kings, boolean whiteToMove) {
    return jumpers(white, black, kings, whiteToMove) != 0;
  }

  /**
   * The pieces a capture search starts from: the men that can make a first jump, and every king when one
   * of them can capture.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings both sides' kings
   * @param whiteToMove whose turn it is
   * @return the pieces, none when no capture is possible
   */
  long jumpers(long white, long black, long kings, boolean whiteToMove) {
    long own = whiteToMove ? white : black;
    long opp = whiteToMove ? black : white;
    long e = layout.valid & ~(white | black);
    long men = own & ~kings;
    long menTargets = menTakeKings ? opp : opp & ~kings;
    if (onTen) {
      // the eight directions of the 10×10 board, the steps as constants (see menOnTen)
      long t = menTargets;
      long j = men & (Long.rotateLeft(t & Long.rotateLeft(e, 6), 6) | Long.rotateLeft(t & Long.rotateLeft(e, 5), 5)
          | Long.rotateLeft(t & Long.rotateLeft(e, 59), 59) | Long.rotateLeft(t & Long.rotateLeft(e, 58), 58)
          | ((t & ((e & TEN_RIGHT) << 1)) & TEN_RIGHT) << 1 | ((t & ((e & TEN_LEFT) >>> 1)) & TEN_LEFT) >>> 1
          | (t & (e << 11)) << 11 | (t & (e >>> 11)) >>> 11);
      long k = own & kings;
      return k != 0 && kingsCapture(k, opp, e) ? j | k : j;
    }
    Layout l = layout;
    long j = 0L;
    if (men != 0) {
      // a man on m jumps in direction d when m + d is a target and m + 2d is empty: walk back from the empties
      // (on the full board a diagonal step leaves a set in place, so none is found: no check costs the others)
      if (whiteToMove) {
        j = men & ((l.step(Layout.DOWN_RIGHT, menTargets & l.step(Layout.DOWN_RIGHT, e)))
            | l.step(Layout.DOWN_LEFT, menTargets & l.step(Layout.DOWN_LEFT, e)));
        if (manBackward) {
          j |= men & ((l.step(Layout.UP_RIGHT, menTargets & l.step(Layout.UP_RIGHT, e)))
              | l.step(Layout.UP_LEFT, menTargets & l.step(Layout.UP_LEFT, e)));
        }
      } else {
        j = men & ((l.step(Layout.UP_RIGHT, menTargets & l.step(Layout.UP_RIGHT, e)))
            | l.step(Layout.UP_LEFT, menTargets & l.step(Layout.UP_LEFT, e)));
        if (manBackward) {
          j |= men & ((l.step(Layout.DOWN_RIGHT, menTargets & l.step(Layout.DOWN_RIGHT, e)))
              | l.step(Layout.DOWN_LEFT, menTargets & l.step(Layout.DOWN_LEFT, e)));
        }
      }
    }
    if (orthogonal && men != 0) {
      // a man on m jumps along a line when the next square of its colour there is a target and the one
      // after it empty: left, right, up and down
      long hl = l.hasLeft;
      long hr = l.hasRight;
      int fs = l.fileShift;
      // (jumps left, right, up and down; a man that captures forward only never jumps back)
      j |= men & (((menTargets & ((e & hr) << 1)) & hr) << 1 | ((menTargets & ((e & hl) >>> 1)) & hl) >>> 1
          | (whiteToMove || manBackward ? (menTargets & (e << fs)) << fs : 0L)
          | (!whiteToMove || manBackward ? (menTargets & (e >>> fs)) >>> fs : 0L));
    }
    long k = own & kings;
    return k != 0 && kingsCapture(k, opp, e) ? j | k : j;
  }

  /**
   * Whether one of the kings {@code k} can capture: a piece of {@code opp} in its reach with an empty square
   * behind.
   *
   * @param k the side to move's kings, not none
   * @param opp the opponent's pieces
   * @param e the empty squares
   * @return whether one can
   */
  boolean kingsCapture(long k, long opp, long e) {
    // (on the full board the diagonals' rotations are 0: a king finds no diagonal capture there)
    if (kingSteps(k, opp, e) < 0) {
      return true;
    }
    Layout l = layout;
    for (int d = 4; d < kingDirections; d++) {
      long reach = l.step(d, k);
      if (flying) {
        for (long f = reach & e; f != 0; ) {
          long next = l.step(d, f);
          reach |= next;
          f = next & e;
        }
      }
      if ((l.step(d, reach & opp) & e) != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * The steps of the kings {@code k} along the diagonals, or -1 when one of them can capture there: each
   * direction's reach found once for both, by rotation (a bit off the board lands above it, masked away
   * before the next step).
   */
  private int kingSteps(long k, long opp, long e) {
    int n = 0;
    for (int d = 0; d < 4; d++) {
      int r = rotation[d];
      long reach = flying ? slide(k, e, r) : k;
      long next = Long.rotateRight(reach, r);
      if ((Long.rotateRight(next & opp, r) & e) != 0) {
        return -1;
      }
      // two kings never reach one square in one direction: the nearer blocks the other
      n += Long.bitCount(next & e);
    }
    return n;
  }

  /**
   * The pieces {@code k} with every empty square they reach sliding along the diagonal of rotation
   * {@code r}: a fill by doubling steps (1, 2, 4, then 8 on 10×10) through the empty squares, a step
   * through a square off the board never being one of them.
   */
  private long slide(long k, long e, int r) {
    long gen = k | (e & Long.rotateRight(k, r));
    long pro = e & Long.rotateRight(e, r);
    gen |= pro & Long.rotateRight(gen, 2 * r);
    pro &= Long.rotateRight(pro, 2 * r);
    gen |= pro & Long.rotateRight(gen, 4 * r);
    if (longDiagonals) {
      pro &= Long.rotateRight(pro, 4 * r);
      gen |= pro & Long.rotateRight(gen, 8 * r);
    }
    return gen;
  }

  /**
   * Whether {@link #singleJumps} can sort the men's captures: captures along the diagonals only, and a
   * priority of built-in criteria (or none).
   *
   * @return whether it can
   */
  boolean sortsMenCaptures() {
    return sortsMenCaptures;
  }

  /**
   * Whether the count of a position whose men capture along files and ranks too may rank one-piece captures
   * by the built-in criteria and count routes from first jumps: a priority of built-in criteria (or none),
   * captured pieces leaving after the move.
   *
   * @return whether it may
   */
  boolean countsLinesFromFirstJumps() {
    return sortsLineCaptures && !atOnce;
  }

  /**
   * The number of legal moves without listing the steps: the last ply of a bulk-counting perft.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings both sides' kings
   * @param whiteToMove whose turn it is
   * @param scratch a buffer for the captures
   * @return the number of legal moves
   */
  public int count(long white, long black, long kings, boolean whiteToMove, RulesMoves scratch) {
    if (sortsLineCaptures) {
      long own = whiteToMove ? white : black;
      long k = own & kings;
      long e = layout.valid & ~(white | black);
      long opp = whiteToMove ? black : white;
      if (k == 0 || !kingsCapture(k, opp, e)) {
        if (menOnTen && (opp & kings) == 0) {
          return countTen(white, black, kings, whiteToMove, opp, e, own & ~kings);
        }
        int single = lineSingles(opp, e, kings, own & ~kings, whiteToMove);
        if (single >= 0) {
          return single > 0 ? single : countSteps(white, black, kings, whiteToMove);
        }
        int n = atOnce ? -1 : eightWays && singlesLose ? countEightWays(opp, e, kings, whiteToMove)
            : countLineCaptures(opp, e, kings, whiteToMove);
        if (n >= 0) {
          return n;
        }
      }
    }
    if (sortsMenCaptures) {
      // unless a king can capture, the men's captures sorted straight from the bitboards (none: the steps)
      long own = whiteToMove ? white : black;
      long k = own & kings;
      long e = layout.valid & ~(white | black);
      long opp = whiteToMove ? black : white;
      int kingSteps = k == 0 ? 0 : kingSteps(k, opp, e);
      if (kingSteps >= 0) {
        long men = own & ~kings;
        int single = singleJumps(opp, e, kings, men, whiteToMove);
        if (single > 0) {
          return single;
        }
        if (single == 0) {
          int d0 = whiteToMove ? Layout.UP_LEFT : Layout.DOWN_LEFT;
          return kingSteps + Long.bitCount(Long.rotateRight(men, rotation[d0]) & e)
              + Long.bitCount(Long.rotateRight(men, rotation[d0 + 1]) & e);
        }
        // the first jumps sorted: those a man goes on from, and the others
        int n = atOnce ? -1 : countMenCaptures(white, black, kings, whiteToMove);
        if (n >= 0) {
          return n;
        }
      }
    }
    long jumpers = jumpers(white, black, kings, whiteToMove);
    if (jumpers != 0) {
      scratch.clear();
      // every route its own move and the key decides: no list is needed, only the best key's count
      counting = !distinct && (freeChoice || nativeKey);
      // (the count that keeps the pieces to take as a parameter knows no men going forward along lines only)
      leanCount = counting && !atOnce && !linesOnly;
      count = 0;
      captures(white, black, kings, whiteToMove, jumpers, scratch, true);
      boolean counted = counting;
      counting = false;
      leanCount = false;
      return counted ? count : scratch.size;
    }
    return countSteps(white, black, kings, whiteToMove);
  }

  /**
   * The count of men's captures when only men can capture and one can go on after its first jump, every
   * route a move (under one move per result, the long routes compared) and the key deciding: the first
   * jumps no man can go on from ({@link #singleJumps} left them) counted together, each other first jump
   * searched on with only what counting men's routes reads.
   */
  private int countMenCaptures(long white, long black, long kings, boolean whiteToMove) {
    long opp = whiteToMove ? black : white;
    long e = layout.valid & ~(white | black);
    startCount(whiteToMove, opp & kings);
    long[] single = singleLandings;
    // two first jumps of different directions may land on one square: counted a direction at a time
    // every first jump of goingOn goes on: when such captures outrank those of one piece, those need no count
    count = singlesLose ? 0 : Long.bitCount(single[0]) + Long.bitCount(single[1]) + Long.bitCount(single[2])
        + Long.bitCount(single[3]);
    if (!freeChoice && count > 0) {
      // the one-piece captures' best key, and how many have it
      int kingTaken = 0;
      long kt = opp & kings;
      for (int i = 0; i < 4 && kt != 0; i++) {
        kingTaken += Long.bitCount(single[i] & Long.rotateRight(kt, manRotation(whiteToMove, i)));
      }
      boolean king = kingsDecide && kingTaken != 0;
      best = key(1, false, king ? 1 << 31 : 0);
      count = king ? kingTaken : count;
    }
    long[] on = goingOn;
    int[] r = whiteToMove ? whiteManRotations : blackManRotations;
    countDiagonal(on[0], r[0], opp, e);
    countDiagonal(on[1], r[1], opp, e);
    if (manBackward) {
      countDiagonal(on[2], r[2], opp, e);
      countDiagonal(on[3], r[3], opp, e);
    }
    return endCount();
  }

  /** {@link #countMenCaptures}' first jumps along one diagonal, of rotation {@code r}, landing on {@code lands}. */
  private void countDiagonal(long lands, int r, long opp, long e) {
    for (long t = lands; t != 0; t &= t - 1) {
      long land = t & -t;
      long mid = Long.rotateLeft(land, r);
      countJump(Long.rotateLeft(mid, r), mid, land, opp, e);
    }
  }

  /**
   * Whether {@link #startCount}, {@link #countJump} and {@link #endCount} can count a position's men's
   * captures from first jumps a caller found: the men's captures sorted from the bitboards, captured pieces
   * leaving after the move ({@link #endCount} may still void a count under one move per result).
   *
   * @return whether they can
   */
  boolean countsFromFirstJumps() {
    return sortsMenCaptures && !atOnce;
  }

  /**
   * Whether the counts of {@link #countJump} add up across positions: every route a move and no priority,
   * so that one {@link #startCount} may count the captures of several positions of the same side.
   *
   * @return whether they do
   */
  boolean countsAddUp() {
    return freeChoice && !distinct;
  }

  /**
   * Starts counting the men's captures of a position from first jumps a caller found ({@link #countJump}),
   * every route a move (under one move per result, the routes of three jumps or more compared: {@link
   * #countLong}) and the priority's key deciding, as {@link #count} would.
   *
   * @param whiteToMove whose men capture
   * @param oppKings the opponent's kings
   */
  void startCount(boolean whiteToMove, long oppKings) {
    forSide(whiteToMove, oppKings);
    restartCount();
  }

  /**
   * {@link #startCount} again for the same side and the same opponent's kings: the count cleared, the side's
   * directions kept.
   */
  void restartCount() {
    count = 0;
    best = Long.MIN_VALUE;
    byKing = false;
    longRoutesSize = 0;
    voided = false;
    // a man crowned that goes on as a king completes its routes through the king's search
    counting = true;
  }

  /**
   * Counts the captures that start with a man's jump from {@code from} over {@code mid} onto
   * {@code land}, with all that follows.
   *
   * @param from the man's square
   * @param mid the piece it takes, one of {@code opp}'s
   * @param land where it lands, empty
   * @param opp the opponent's pieces
   * @param e the empty squares (without {@code from})
   */
  void countJump(long from, long mid, long land, long opp, long e) {
    countFrom = from;
    countOpp = opp;
    empty = e | from;
    routeLength = 0;
    manCountLanded(mid, land, opp, 0, 0);
  }

  /**
   * {@link #countJump} for men that capture along files and ranks too: the search of {@link #eightWays} men
   * when theirs, kept out of {@link #countJump} so that the diagonal variants' hottest call stays as it was.
   */
  private void countLineJump(long from, long mid, long land, long opp, long e) {
    if (eightWays) {
      eightWaysJump(from, mid, land, opp, e);
      return;
    }
    countFrom = from;
    countOpp = opp;
    empty = e | from;
    routeLength = 0;
    manCountLanded(mid, land, opp, 0, 0);
  }

  /**
   * Ends a count {@link #startCount} started.
   *
   * @return the number of captures the priority allows among those counted, or -1 when a count under one
   *     move per result met a man crowned mid-capture that goes on as a king (its routes as a king cannot be
   *     compared: list the position's moves instead)
   */
  int endCount() {
    counting = false;
    return voided ? -1 : count;
  }

  /**
   * The men's captures when none can go on after its first jump, found a direction at a time: a man
   * lands on {@code land} jumping in one direction, and goes on only if it can jump again from there in
   * another direction but the way back (the piece it took stays until the move ends, and under removal
   * at once its square cannot be landed on from there either). Every such capture takes one piece, so the
   * priority can only prefer those that take a king. The landings of the captures it allows are left in
   * {@link #singleLandings}, a direction ({@link #manRotation}) each.
   *
   * @param opp the opponent's pieces
   * @param e the empty squares
   * @param kings both sides' kings
   * @param men the side to move's men (no king of its can capture); the rules are ones it
   *     {@link #sortsMenCaptures sorts}
   * @param whiteToMove whose turn it is
   * @return the number of captures (0: none), or -1 when a man can go on capturing (or be crowned and go on
   *     as a king)
   */
  int singleJumps(long opp, long e, long kings, long men, boolean whiteToMove) {
    long targets = menTakeKings ? opp : opp & ~kings;
    int[] r = whiteToMove ? whiteManRotations : blackManRotations;
    // the squares a man could jump from in each direction
    long ja = Long.rotateLeft(targets & Long.rotateLeft(e, r[0]), r[0]);
    long jb = Long.rotateLeft(targets & Long.rotateLeft(e, r[1]), r[1]);
    long jc = 0L;
    long jd = 0L;
    if (manBackward) {
      jc = Long.rotateLeft(targets & Long.rotateLeft(e, r[2]), r[2]);
      jd = Long.rotateLeft(targets & Long.rotateLeft(e, r[3]), r[3]);
    }
    // none (the commonest answer) decided in a method small enough for the JIT to inline
    return (men & (ja | jb | jc | jd)) == 0 ? 0 : sortJumps(ja, jb, jc, jd, men, targets, kings, whiteToMove);
  }

  /**
   * {@link #singleJumps} once a man can jump: the landings of each direction, two steps on from the men
   * that can jump that way ({@code ja} to {@code jd}: where a man could jump from), sorted.
   */
  private int sortJumps(long ja, long jb, long jc, long jd, long men, long targets, long kings, boolean whiteToMove) {
    int[] r = whiteToMove ? whiteManRotations : blackManRotations;
    long la = Long.rotateRight(men & ja, 2 * r[0]);
    long lb = Long.rotateRight(men & jb, 2 * r[1]);
    long lc = 0L;
    long ld = 0L;
    long ga;
    long gb;
    long gc = 0L;
    long gd = 0L;
    if (manBackward) {
      // r[0] and r[3] are opposite directions, r[1] and r[2] too
      lc = Long.rotateRight(men & jc, 2 * r[2]);
      ld = Long.rotateRight(men & jd, 2 * r[3]);
      ga = la & (ja | jb | jc);
      gb = lb & (ja | jb | jd);
      gc = lc & (ja | jc | jd);
      gd = ld & (jb | jc | jd);
    } else {
      ga = la & (ja | jb);
      gb = lb & (ja | jb);
    }
    if (!goesOnAsMan) {
      // on the far row a man stops, or is crowned and goes on if it can as a king: searched
      long crown = whiteToMove ? layout.topRow : layout.bottomRow;
      long keep = crownedGoesOn ? -1L : ~crown;
      long add = crownedGoesOn ? crown : 0L;
      ga = (ga & keep) | (la & add);
      gb = (gb & keep) | (lb & add);
      gc = (gc & keep) | (lc & add);
      gd = (gd & keep) | (ld & add);
    }
    if ((ga | gb | gc | gd) != 0) {
      long[] on = goingOn;
      on[0] = ga;
      on[1] = gb;
      on[2] = gc;
      on[3] = gd;
      long[] out = singleLandings;
      out[0] = la & ~ga;
      out[1] = lb & ~gb;
      out[2] = lc & ~gc;
      out[3] = ld & ~gd;
      return -1;
    }
    if (kingsDecide && (targets & kings) != 0) {
      // the landings of the jumps over a king
      long kt = targets & kings;
      long ka = la & Long.rotateRight(kt, r[0]);
      long kb = lb & Long.rotateRight(kt, r[1]);
      long kc = lc & Long.rotateRight(kt, r[2 % r.length]);
      long kd = ld & Long.rotateRight(kt, r[3 % r.length]);
      if ((ka | kb | kc | kd) != 0) {
        la = ka;
        lb = kb;
        lc = kc;
        ld = kd;
      }
    }
    long[] out = singleLandings;
    out[0] = la;
    out[1] = lb;
    out[2] = lc;
    out[3] = ld;
    return Long.bitCount(la) + Long.bitCount(lb) + Long.bitCount(lc) + Long.bitCount(ld);
  }

  /**
   * {@link #singleJumps} for men that capture along files and ranks too, counting only: the landings of the
   * eight directions' first jumps, none of which may go on (a man cannot land on its own square or jump
   * the piece it took again, so only the way back is closed to it). Every such capture takes one piece:
   * those that take a king count alone when the priority prefers them.
   *
   * @return the number of captures (0: none), or -1 when a man can go on capturing (or is crowned and may
   *     go on as a king)
   */
  private int lineSingles(long opp, long e, long kings, long men, boolean whiteToMove) {
    long targets = menTakeKings ? opp : opp & ~kings;
    Layout l = layout;
    long hl = l.hasLeft;
    long hr = l.hasRight;
    int fs = l.fileShift;
    int[] r = whiteToMove ? whiteManRotations : blackManRotations;
    // where a man could jump from in each direction: diagonally (r[0], r[1] forward, r[2], r[3] backward),
    // then left, right, up and down
    long ja = Long.rotateLeft(targets & Long.rotateLeft(e, r[0]), r[0]);
    long jb = Long.rotateLeft(targets & Long.rotateLeft(e, r[1]), r[1]);
    long jc = Long.rotateLeft(targets & Long.rotateLeft(e, r[2]), r[2]);
    long jd = Long.rotateLeft(targets & Long.rotateLeft(e, r[3]), r[3]);
    long jLeft = ((targets & ((e & hr) << 1) & hr) << 1);
    long jRight = ((targets & ((e & hl) >>> 1) & hl) >>> 1);
    long jUp = (targets & (e << fs)) << fs;
    long jDown = (targets & (e >>> fs)) >>> fs;
    long diagonals = ja | jb | jc | jd;
    long lines = jLeft | jRight | jUp | jDown;
    if ((men & (diagonals | lines)) == 0) {
      return 0;
    }
    // the landings, two steps on from the men that can jump
    long la = Long.rotateRight(men & ja, 2 * r[0]);
    long lb = Long.rotateRight(men & jb, 2 * r[1]);
    long lc = Long.rotateRight(men & jc, 2 * r[2]);
    long ld = Long.rotateRight(men & jd, 2 * r[3]);
    long lLeft = (men & jLeft) >>> 2;
    long lRight = (men & jRight) << 2;
    long lUp = (men & jUp) >>> (2 * fs);
    long lDown = (men & jDown) << (2 * fs);
    long landings = la | lb | lc | ld | lLeft | lRight | lUp | lDown;
    // a man goes on in any direction where it could jump now: the way back would need its own square
    // empty, so no direction need be left out
    long on = landings & (diagonals | lines);
    long crown = whiteToMove ? l.topRow : l.bottomRow;
    if (!goesOnAsMan) {
      // on the far row a man stops, or is crowned and may go on as a king: searched
      on = crownedGoesOn ? on | landings & crown : on & ~crown;
    }
    if (on != 0) {
      long[] land = lineLandings;
      land[0] = la;
      land[1] = lb;
      land[2] = lc;
      land[3] = ld;
      land[4] = lLeft;
      land[5] = lRight;
      land[6] = lUp;
      land[7] = lDown;
      lineOn = on;
      return -1;
    }
    if (kingsDecide && (targets & kings) != 0) {
      // the landings of the jumps over a king, when there are any
      long kt = targets & kings;
      long ka = la & Long.rotateRight(kt, r[0]);
      long kb = lb & Long.rotateRight(kt, r[1]);
      long kc = lc & Long.rotateRight(kt, r[2]);
      long kd = ld & Long.rotateRight(kt, r[3]);
      long kLeft = lLeft & ((kt & hl) >>> 1);
      long kRight = lRight & ((kt & hr) << 1);
      long kUp = lUp & (kt >>> fs);
      long kDown = lDown & (kt << fs);
      int n = Long.bitCount(ka) + Long.bitCount(kb) + Long.bitCount(kc) + Long.bitCount(kd) + Long.bitCount(kLeft)
          + Long.bitCount(kRight) + Long.bitCount(kUp) + Long.bitCount(kDown);
      if (n > 0) {
        return n;
      }
    }
    return Long.bitCount(la) + Long.bitCount(lb) + Long.bitCount(lc) + Long.bitCount(ld) + Long.bitCount(lLeft)
        + Long.bitCount(lRight) + Long.bitCount(lUp) + Long.bitCount(lDown);
  }

  /**
   * The count of men's captures along files and ranks too once {@link #lineSingles} found a man that can
   * go on, every route a move (under one move per result, the long routes compared) and the key deciding:
   * the first jumps no man can go on from counted together, each other first jump searched on.
   */
  private int countLineCaptures(long opp, long e, long kings, boolean whiteToMove) {
    startCount(whiteToMove, opp & kings);
    long[] land = lineLandings;
    long on = lineOn;
    Layout l = layout;
    long hl = l.hasLeft;
    long hr = l.hasRight;
    int fs = l.fileShift;
    long kt = opp & kings;
    int singles = 0;
    int kingTaken = 0;
    // every first jump of on goes on: when such captures outrank those of one piece, those need no count
    for (int i = 0; i < 8 && !singlesLose; i++) {
      long single = land[i] & ~on;
      singles += Long.bitCount(single);
      if (kt != 0) {
        kingTaken += Long.bitCount(single & ahead(i, kt, whiteToMove, hl, hr, fs));
      }
    }
    count = singles;
    if (!freeChoice && singles > 0) {
      // the one-piece captures' best key, and how many have it
      boolean king = kingsDecide && kingTaken != 0;
      best = key(1, false, king ? 1 << 31 : 0);
      count = king ? kingTaken : singles;
    }
    for (int i = 0; i < 8; i++) {
      for (long t = land[i] & on; t != 0; t &= t - 1) {
        long to = t & -t;
        long mid = behind(i, to, whiteToMove, hl, hr, fs);
        countLineJump(behind(i, mid, whiteToMove, hl, hr, fs), mid, to, opp, e);
      }
    }
    return endCount();
  }

  /**
   * {@link #countLineCaptures} for {@link #eightWays} men when one-piece captures lose to longer ones: each
   * first jump that goes on searched, the eight directions written out.
   */
  private int countEightWays(long opp, long e, long kings, boolean whiteToMove) {
    startCount(whiteToMove, opp & kings);
    long[] land = lineLandings;
    long on = lineOn;
    int[] r = whiteToMove ? whiteManRotations : blackManRotations;
    eightWaysDiagonal(land[0] & on, r[0], opp, e);
    eightWaysDiagonal(land[1] & on, r[1], opp, e);
    eightWaysDiagonal(land[2] & on, r[2], opp, e);
    eightWaysDiagonal(land[3] & on, r[3], opp, e);
    long hl = hasLeft;
    long hr = hasRight;
    int fs = fileShift;
    for (long t = land[4] & on; t != 0; t &= t - 1) {
      long to = t & -t;
      long mid = (to & hr) << 1;
      eightWaysJump((mid & hr) << 1, mid, to, opp, e);
    }
    for (long t = land[5] & on; t != 0; t &= t - 1) {
      long to = t & -t;
      long mid = (to & hl) >>> 1;
      eightWaysJump((mid & hl) >>> 1, mid, to, opp, e);
    }
    for (long t = land[6] & on; t != 0; t &= t - 1) {
      long to = t & -t;
      long mid = to << fs;
      eightWaysJump(mid << fs, mid, to, opp, e);
    }
    for (long t = land[7] & on; t != 0; t &= t - 1) {
      long to = t & -t;
      long mid = to >>> fs;
      eightWaysJump(mid >>> fs, mid, to, opp, e);
    }
    return endCount();
  }

  /** {@link #countEightWays}' first jumps along one diagonal, of rotation {@code r}, landing on {@code lands}. */
  private void eightWaysDiagonal(long lands, int r, long opp, long e) {
    for (long t = lands; t != 0; t &= t - 1) {
      long to = t & -t;
      long mid = Long.rotateLeft(to, r);
      eightWaysJump(Long.rotateLeft(mid, r), mid, to, opp, e);
    }
  }

  /**
   * Counts the captures of an {@link #eightWays} man that start with its jump from {@code from} over
   * {@code mid} onto {@code land}, with all that follows ({@link #countJump} for those men).
   */
  private void eightWaysJump(long from, long mid, long land, long opp, long e) {
    countFrom = from;
    countOpp = opp;
    empty = e | from;
    routeLength = 0;
    eightWaysCountLanded(mid, land, opp, 0, 0);
  }

  /**
   * {@link #count} for a generator whose men's captures against men are counted on the 10×10 board with its
   * steps as constants ({@link #countsMenOnTen}): a position without kings counted straight away, in a small
   * method of its own (Frisian draughts' perft reaches it for most of its last ply); for any other generator
   * or position, {@link #count}.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings both sides' kings
   * @param whiteToMove whose turn it is
   * @param scratch a buffer for the captures
   * @return the number of legal moves
   */
  public int countOnTen(long white, long black, long kings, boolean whiteToMove, RulesMoves scratch) {
    if (kings == 0 && menOnTen) {
      long own = whiteToMove ? white : black;
      return countTen(white, black, 0L, whiteToMove, whiteToMove ? black : white, layout.valid & ~(white | black),
          own);
    }
    return count(white, black, kings, whiteToMove, scratch);
  }

  /**
   * Whether {@link #countOnTen} applies.
   *
   * @return whether men's captures against men are counted on 10×10 with the board's steps as constants
   */
  public boolean countsMenOnTen() {
    return menOnTen;
  }

  /**
   * The number of legal moves for {@link #menOnTen} when the opponent has no king and no king of the side to
   * move can capture: {@link #lineSingles}, then {@link #countEightWays}, in one method, the 10×10 board's
   * steps as constants. Its men jump in every direction and go on as men over the far row, so the side to
   * move changes none of the captures (only {@link #countSteps}, when there are none).
   */
  private int countTen(long white, long black, long kings, boolean whiteToMove, long opp, long e, long men) {
    // where a man could jump from in each direction: the four diagonals, then left, right, up and down
    long ja = Long.rotateLeft(opp & Long.rotateLeft(e, 6), 6);
    long jb = Long.rotateLeft(opp & Long.rotateLeft(e, 5), 5);
    long jc = Long.rotateLeft(opp & Long.rotateLeft(e, 59), 59);
    long jd = Long.rotateLeft(opp & Long.rotateLeft(e, 58), 58);
    long jLeft = ((opp & ((e & TEN_RIGHT) << 1) & TEN_RIGHT) << 1);
    long jRight = ((opp & ((e & TEN_LEFT) >>> 1) & TEN_LEFT) >>> 1);
    long jUp = (opp & (e << 11)) << 11;
    long jDown = (opp & (e >>> 11)) >>> 11;
    long from = ja | jb | jc | jd | jLeft | jRight | jUp | jDown;
    if ((men & from) == 0) {
      return countSteps(white, black, kings, whiteToMove);
    }
    // the landings, two steps on from the men that can jump
    long la = Long.rotateRight(men & ja, 2 * 6);
    long lb = Long.rotateRight(men & jb, 2 * 5);
    long lc = Long.rotateRight(men & jc, 2 * 59);
    long ld = Long.rotateRight(men & jd, 2 * 58);
    long lLeft = (men & jLeft) >>> 2;
    long lRight = (men & jRight) << 2;
    long lUp = (men & jUp) >>> 2 * 11;
    long lDown = (men & jDown) << 2 * 11;
    // a man goes on where it could jump now (see lineSingles); when one does, the one-piece captures lose
    long on = from & (la | lb | lc | ld | lLeft | lRight | lUp | lDown);
    if (on == 0) {
      return Long.bitCount(la) + Long.bitCount(lb) + Long.bitCount(lc) + Long.bitCount(ld) + Long.bitCount(lLeft)
          + Long.bitCount(lRight) + Long.bitCount(lUp) + Long.bitCount(lDown);
    }
    restartCount();
    countTenDiagonal(la & on, 6, opp, e);
    countTenDiagonal(lb & on, 5, opp, e);
    countTenDiagonal(lc & on, 59, opp, e);
    countTenDiagonal(ld & on, 58, opp, e);
    for (long t = lLeft & on; t != 0; t &= t - 1) {
      long to = t & -t;
      long mid = (to & TEN_RIGHT) << 1;
      countTenJump((mid & TEN_RIGHT) << 1, mid, to, opp, e);
    }
    for (long t = lRight & on; t != 0; t &= t - 1) {
      long to = t & -t;
      long mid = (to & TEN_LEFT) >>> 1;
      countTenJump((mid & TEN_LEFT) >>> 1, mid, to, opp, e);
    }
    for (long t = lUp & on; t != 0; t &= t - 1) {
      long to = t & -t;
      long mid = to << 11;
      countTenJump(mid << 11, mid, to, opp, e);
    }
    for (long t = lDown & on; t != 0; t &= t - 1) {
      long to = t & -t;
      long mid = to >>> 11;
      countTenJump(mid >>> 11, mid, to, opp, e);
    }
    return endCount();
  }

  /** {@link #countTen}'s first jumps along one diagonal, of rotation {@code r} (a constant once inlined). */
  private void countTenDiagonal(long lands, int r, long opp, long e) {
    for (long t = lands; t != 0; t &= t - 1) {
      long to = t & -t;
      long mid = Long.rotateLeft(to, r);
      countTenJump(Long.rotateLeft(mid, r), mid, to, opp, e);
    }
  }

  /**
   * {@link #eightWaysJump} for {@link #countTen}: the man's jump from {@code from} over {@code mid} onto
   * {@code land}, and all that follows.
   */
  private void countTenJump(long from, long mid, long land, long opp, long e) {
    countFrom = from;
    countOpp = opp;
    countTenLanded(land, opp & ~mid, e | from, 1);
  }

  /**
   * {@link #eightWaysCountLanded} for {@link #menOnTen}: a man that took {@code jumps} men landed on
   * {@code land}, {@code left} still on the board to take, {@code e} the empty squares (its own square
   * among them); the four diagonals and the four lines unrolled, the steps as constants.
   */
  private void countTenLanded(long land, long left, long e, int jumps) {
    int next = jumps + 1;
    boolean found = false;
    long m;
    long to;
    m = Long.rotateRight(land, 6) & left;
    to = Long.rotateRight(m, 6) & e;
    if (to != 0) {
      found = true;
      countTenLanded(to, left & ~m, e, next);
    }
    m = Long.rotateRight(land, 5) & left;
    to = Long.rotateRight(m, 5) & e;
    if (to != 0) {
      found = true;
      countTenLanded(to, left & ~m, e, next);
    }
    m = Long.rotateRight(land, 59) & left;
    to = Long.rotateRight(m, 59) & e;
    if (to != 0) {
      found = true;
      countTenLanded(to, left & ~m, e, next);
    }
    m = Long.rotateRight(land, 58) & left;
    to = Long.rotateRight(m, 58) & e;
    if (to != 0) {
      found = true;
      countTenLanded(to, left & ~m, e, next);
    }
    m = ((land & TEN_LEFT) >>> 1) & left;
    to = ((m & TEN_LEFT) >>> 1) & e;
    if (to != 0) {
      found = true;
      countTenLanded(to, left & ~m, e, next);
    }
    m = ((land & TEN_RIGHT) << 1) & left;
    to = ((m & TEN_RIGHT) << 1) & e;
    if (to != 0) {
      found = true;
      countTenLanded(to, left & ~m, e, next);
    }
    m = (land >>> 11) & left;
    to = (m >>> 11) & e;
    if (to != 0) {
      found = true;
      countTenLanded(to, left & ~m, e, next);
    }
    m = (land << 11) & left;
    to = (m << 11) & e;
    if (to != 0) {
      found = true;
      countTenLanded(to, left & ~m, e, next);
    }
    if (!found) {
      if (distinct && jumps >= 3) {
        countLong(land, left, jumps, 0);
      } else {
        rank(menKeys[jumps], 1);
      }
    }
  }

  /** The squares one step ahead of {@code b} in direction {@code i} of {@link #lineLandings}. */
  private long ahead(int i, long b, boolean whiteToMove, long hl, long hr, int fs) {
    switch (i) {
      case 4:
        return (b & hl) >>> 1;
      case 5:
        return (b & hr) << 1;
      case 6:
        return b >>> fs;
      case 7:
        return b << fs;
      default:
        return Long.rotateRight(b, manRotation(whiteToMove, i));
    }
  }

  /** The squares one step back from {@code b} in direction {@code i} of {@link #lineLandings}. */
  private long behind(int i, long b, boolean whiteToMove, long hl, long hr, int fs) {
    switch (i) {
      case 4:
        return (b & hr) << 1;
      case 5:
        return (b & hl) >>> 1;
      case 6:
        return b << fs;
      case 7:
        return b >>> fs;
      default:
        return Long.rotateLeft(b, manRotation(whiteToMove, i));
    }
  }

  /**
   * The rotation of a man's capture direction, in the order of {@link #singleLandings}.
   *
   * @param whiteToMove whose man
   * @param i 0 to 3 (0 and 1 forward, 2 and 3 backward)
   * @return the rotation ({@code Long.rotateRight} moves a bit one step that way)
   */
  int manRotation(boolean whiteToMove, int i) {
    return rotation[whiteToMove ? i : i ^ 2];
  }

  /**
   * The number of steps of the side to move, in a position where it cannot capture. Reads no state of a
   * search: any thread may call it on a shared generator.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings both sides' kings
   * @param whiteToMove whose turn it is
   * @return the number of steps
   */
  public int countSteps(long white, long black, long kings, boolean whiteToMove) {
    if (linesOnly) {
      return lineSteps(white, black, kings, whiteToMove, false, steps, 0);
    }
    Layout l = layout;
    long e = l.valid & ~(white | black);
    long own = whiteToMove ? white : black;
    int d0 = whiteToMove ? Layout.UP_LEFT : Layout.DOWN_LEFT;
    long men = own & ~kings;
    int n = Long.bitCount(Long.rotateRight(men, rotation[d0]) & e)
        + Long.bitCount(Long.rotateRight(men, rotation[d0 + 1]) & e);
    long k = own & kings;
    if (k != 0) {
      // two kings never reach one square in one direction: the nearer blocks the other
      for (int d = 0; d < 4; d++) {
        int r = rotation[d];
        n += Long.bitCount((flying ? slide(k, e, r) : Long.rotateRight(k, r)) & e);
      }
    }
    return n;
  }

  /**
   * The number of steps of one king. Reads no state of a search.
   *
   * @param king the king's bit
   * @param occupied every piece on the board
   * @return its steps
   */
  public int kingStepCount(long king, long occupied) {
    long e = layout.valid & ~occupied;
    int n = 0;
    if (linesOnly) {
      for (int d = Layout.LEFT; d <= Layout.DOWN; d++) {
        for (long to = layout.step(d, king) & e; to != 0; to = flying ? layout.step(d, to) & e : 0L) {
          n++;
        }
      }
      return n;
    }
    for (int d = 0; d < 4; d++) {
      int r = rotation[d];
      n += Long.bitCount((flying ? slide(king, e, r) : Long.rotateRight(king, r)) & e);
    }
    return n;
  }

  /**
   * Writes the steps of the side to move, in a position where it cannot capture, each as one {@code long}:
   * {@code from | to << 6 | crowned << 12} (bits of the layout; {@code crowned} 1 when a man reaches its
   * far row). Reads no state of a search: any thread may call it on a shared generator.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings both sides' kings
   * @param whiteToMove whose turn it is
   * @param out where the steps go
   * @param offset the index of the first
   * @return the number of steps
   * @throws IndexOutOfBoundsException when {@code out} is too short
   */
  public int writeSteps(long white, long black, long kings, boolean whiteToMove, long[] out, int offset) {
    if (linesOnly) {
      return lineSteps(white, black, kings, whiteToMove, true, out, offset);
    }
    Layout l = layout;
    long e = l.valid & ~(white | black);
    long own = whiteToMove ? white : black;
    long crown = whiteToMove ? l.topRow : l.bottomRow;
    int d0 = whiteToMove ? Layout.UP_LEFT : Layout.DOWN_LEFT;
    long men = own & ~kings;
    int at = offset;
    for (int d = d0; d < d0 + 2; d++) {
      int back = rotation[d ^ 3];
      for (long t = Long.rotateRight(men, rotation[d]) & e; t != 0; t &= t - 1) {
        long toBit = t & -t;
        int to = Long.numberOfTrailingZeros(toBit);
        int from = Long.numberOfTrailingZeros(Long.rotateRight(toBit, back));
        out[at++] = from | (long) to << 6 | ((toBit & crown) != 0 ? 1L << 12 : 0L);
      }
    }
    for (long k = own & kings; k != 0; k &= k - 1) {
      int sq = Long.numberOfTrailingZeros(k);
      long fromBit = k & -k;
      for (int d = 0; d < 4; d++) {
        int r = rotation[d];
        for (long to = Long.rotateRight(fromBit, r) & e; to != 0; to = flying ? Long.rotateRight(to, r) & e : 0L) {
          out[at++] = sq | (long) Long.numberOfTrailingZeros(to) << 6;
        }
      }
    }
    return at - offset;
  }

  /**
   * The steps along files and ranks on the full board, counted, or written as {@link #writeSteps} writes
   * them when {@code write}: a man one square forward or sideways, a king along its lines. Counting writes
   * nothing, so any thread may count on a shared generator.
   */
  private int lineSteps(long white, long black, long kings, boolean whiteToMove, boolean write, long[] out,
      int offset) {
    Layout l = layout;
    long e = l.valid & ~(white | black);
    long own = whiteToMove ? white : black;
    long crown = whiteToMove ? l.topRow : l.bottomRow;
    long men = own & ~kings;
    int forward = whiteToMove ? Layout.UP : Layout.DOWN;
    int n = 0;
    for (int d = Layout.LEFT; d <= Layout.DOWN; d++) {
      if (d == (forward ^ 1)) {
        continue;
      }
      long to = l.step(d, men) & e;
      if (!write) {
        n += Long.bitCount(to);
        continue;
      }
      for (long t = to; t != 0; t &= t - 1) {
        long toBit = t & -t;
        int from = l.neighbour[(d ^ 1) << 6 | Long.numberOfTrailingZeros(toBit)];
        out[offset + n++] = from | (long) Long.numberOfTrailingZeros(toBit) << 6 | ((toBit & crown) != 0 ? 1L << 12 : 0L);
      }
    }
    long k = own & kings;
    if (!write) {
      // two kings never reach one square in one direction: the nearer blocks the other
      for (int d = Layout.LEFT; d <= Layout.DOWN; d++) {
        for (long to = l.step(d, k) & e; to != 0; to = flying ? l.step(d, to) & e : 0L) {
          n += Long.bitCount(to);
        }
      }
      return n;
    }
    for (; k != 0; k &= k - 1) {
      long fromBit = k & -k;
      int sq = Long.numberOfTrailingZeros(fromBit);
      for (int d = Layout.LEFT; d <= Layout.DOWN; d++) {
        for (long to = l.step(d, fromBit) & e; to != 0; to = flying ? l.step(d, to) & e : 0L) {
          out[offset + n++] = sq | (long) Long.numberOfTrailingZeros(to) << 6;
        }
      }
    }
    return n;
  }

  /**
   * Lists the legal moves: the captures the priority allows when a capture is possible, otherwise every
   * step.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings both sides' kings
   * @param whiteToMove whose turn it is
   * @param list the buffer; it is cleared first
   * @return the number of moves
   */
  public int generate(long white, long black, long kings, boolean whiteToMove, RulesMoves list) {
    list.clear();
    long jumpers = jumpers(white, black, kings, whiteToMove);
    if (jumpers != 0) {
      captures(white, black, kings, whiteToMove, jumpers, list, true);
      return list.size;
    }
    int n = writeSteps(white, black, kings, whiteToMove, steps, 0);
    for (int i = 0; i < n; i++) {
      long m = steps[i];
      list.addStep((int) (m & 63), (int) (m >>> 6 & 63), (m >>> 12 & 1) != 0);
    }
    return list.size;
  }

  /**
   * Lists the captures the priority allows, the capture search starting from the pieces
   * {@link #jumpers} found: {@link #generate} when those are known to be some. Each listed capture keeps
   * its identity only (origin, destination, crowning, captured set), not its route, key or king mask.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings both sides' kings
   * @param whiteToMove whose turn it is
   * @param jumpers the pieces that can capture, not none
   * @param list the buffer; it is cleared first
   * @return the number of captures
   */
  int captures(long white, long black, long kings, boolean whiteToMove, long jumpers, RulesMoves list) {
    list.clear();
    // the priority decided by the key (or none): the callers read only each move's identity (along lines
    // only, the men's search that lists routes lists it)
    leanList = (freeChoice || nativeKey) && !linesOnly;
    captures(white, black, kings, whiteToMove, jumpers, list, true);
    leanList = false;
    return list.size;
  }

  /**
   * Lists the captures the priority allows, the capture search starting from the pieces {@link #jumpers}
   * found: each king's with its route, each man's by its identity only (origin, destination, crowning,
   * captured set). A man that captures forwards only along the diagonals, and stops on the far row, goes up
   * a row with each jump, so it takes the same pieces in one order only and its route follows from them.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings both sides' kings
   * @param whiteToMove whose turn it is
   * @param jumpers the pieces that can capture, not none
   * @param list the buffer; it is cleared first
   * @return the number of captures
   * @throws IllegalStateException for rules whose men may take the same pieces by two routes
   */
  int capturesWithKingRoutes(long white, long black, long kings, boolean whiteToMove, long jumpers, RulesMoves list) {
    if (manBackward || orthogonal || crownedGoesOn || goesOnAsMan || atOnce) {
      throw new IllegalStateException("men of these rules may take the same pieces by two routes");
    }
    list.clear();
    leanMen = true;
    captures(white, black, kings, whiteToMove, jumpers, list, true);
    leanMen = false;
    return list.size;
  }

  /**
   * Whether kings fly.
   *
   * @return {@code true} for flying kings, {@code false} for short ones
   */
  boolean flying() {
    return flying;
  }

  /**
   * Whether men capture backwards as well as forwards.
   *
   * @return {@code true} when they do
   */
  boolean manBackward() {
    return manBackward;
  }

  /**
   * Whether men may capture kings.
   *
   * @return {@code true} when they may
   */
  boolean menTakeKings() {
    return menTakeKings;
  }

  /**
   * Whether of two captures of one piece each, one that takes a king may be preferred.
   *
   * @return {@code true} when the priority may prefer it
   */
  boolean kingsDecide() {
    return kingsDecide;
  }

  /**
   * Whether a man that reaches the far row in a capture is crowned and goes on as a king.
   *
   * @return {@code true} when it is
   */
  boolean crownedGoesOn() {
    return crownedGoesOn;
  }

  /**
   * Whether a man that reaches the far row in a capture goes on as a man.
   *
   * @return {@code true} when it does
   */
  boolean goesOnAsMan() {
    return goesOnAsMan;
  }

  /**
   * Whether pieces capture along files and ranks too.
   *
   * @return {@code true} when they do
   */
  boolean orthogonal() {
    return orthogonal;
  }

  /**
   * The rotation of a {@code long} that moves a bit one step in a direction ({@code Long.rotateRight}).
   *
   * @param direction 0 to 3 ({@link Layout})
   * @return the rotation
   */
  int rotation(int direction) {
    return rotation[direction];
  }

  /**
   * Lists every complete capture of the side to move, whatever its priority: what a user might try, for
   * explaining why a capture is not allowed. Each entry's key says how it ranks (built-in criteria).
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings both sides' kings
   * @param whiteToMove whose turn it is
   * @param list the buffer; it is cleared first
   * @return the number of captures, 0 when none is possible
   */
  public int allCaptures(long white, long black, long kings, boolean whiteToMove, RulesMoves list) {
    list.clear();
    long jumpers = jumpers(white, black, kings, whiteToMove);
    if (jumpers != 0) {
      captures(white, black, kings, whiteToMove, jumpers, list, false);
    }
    return list.size;
  }

  private void captures(long white, long black, long kings, boolean whiteToMove, long jumpers, RulesMoves list,
      boolean prioritiseThem) {
    long own = whiteToMove ? white : black;
    long opp = whiteToMove ? black : white;
    long e = layout.valid & ~(white | black);
    this.out = list;
    this.prioritise = prioritiseThem && !freeChoice && nativeKey;
    this.best = Long.MIN_VALUE;
    this.opponentAtStart = opp;
    forSide(whiteToMove, opp & kings);
    for (long p = jumpers; p != 0; p &= p - 1) {
      int sq = Long.numberOfTrailingZeros(p);
      long bit = 1L << sq;
      from = sq;
      empty = e | bit;
      jumpable = opp;
      routeLength = 0;
      if ((kings & bit) != 0) {
        byKing = true;
        if (flying) {
          kingFrom(sq, 0, 0, false);
        } else {
          shortKing(bit, 0, 0, false);
        }
      } else {
        byKing = false;
        if (leanCount || (leanList || leanMen) && !atOnce) {
          // counted, or listed by identity: the search that keeps the pieces to take as a parameter
          if (eightWays) {
            eightWaysCount(bit, opp);
          } else {
            manCount(bit, opp);
          }
        } else {
          man(bit);
        }
      }
    }
    if (prioritiseThem && !freeChoice && !nativeKey) {
      keepPreferred(list);
    }
  }

  /**
   * What a capture search reads of the side to move: its men's directions, its crowning row and the
   * opponent's kings.
   */
  private void forSide(boolean whiteToMove, long opponentsKings) {
    oppKings = opponentsKings;
    crownRow = whiteToMove ? layout.topRow : layout.bottomRow;
    manRotations = whiteToMove ? whiteManRotations : blackManRotations;
    manLines = whiteToMove ? whiteManLines : blackManLines;
    int up = whiteToMove ? 0 : 2;
    forwardA = rotation[up];
    forwardB = rotation[up + 1];
    backwardA = rotation[up ^ 2];
    backwardB = rotation[(up ^ 2) + 1];
  }

  /** The slow path: keeps the captures a priority with a criterion of its own ranks first. */
  private void keepPreferred(RulesMoves list) {
    int n = list.size;
    int top = 0;
    for (int i = 1; i < n; i++) {
      if (rank(list, i, top) < 0) {
        top = i;
      }
    }
    boolean[] keep = new boolean[n];
    for (int i = 0; i < n; i++) {
      keep[i] = rank(list, i, top) == 0;
    }
    list.retain(keep);
  }

  private int rank(RulesMoves list, int a, int b) {
    // a king's capture is stored with key 1 on the slow path
    return ranker.compare(Long.bitCount(list.captured(a)), list.key(a) != 0, list.kingMask(a),
        Long.bitCount(list.captured(b)), list.key(b) != 0, list.kingMask(b));
  }

  /**
   * A man's capture counted, not listed, from its first jumps: every route a move, taken pieces blocking.
   * The pieces still to take are a parameter, not a field.
   */
  private void manCount(long bit, long stillThere) {
    long targets = menTakeKings ? stillThere : stillThere & ~oppKings;
    for (int r : manRotations) {
      long land = landing(bit, r, targets);
      if (land != 0) {
        manCountLanded(Long.rotateRight(bit, r), land, stillThere, 0, 0);
      }
    }
    if (orthogonal) {
      lineCount(bit, targets, stillThere, 0, 0);
    }
  }

  /**
   * A man's jump over {@code mid} onto {@code land} (jump {@code jumps}, from 0), counted with all that
   * follows: the hottest recursion of a bulk count, one method calling itself (a man crowned that goes on
   * as a king goes on on the king's path).
   */
  private void manCountLanded(long mid, long land, long stillThere, int jumps, int kingMask) {
    int mask = withKing(kingMask, mid, jumps);
    long left = stillThere & ~mid;
    int next = jumps + 1;
    if ((crownRow & land) != 0 && !goesOnAsMan) {
      crownedCount(mid, land, left, next, mask);
      return;
    }
    long targets = menTakeKings ? left : left & ~oppKings;
    long e = empty;
    boolean found = false;
    // the directions unrolled
    long m = Long.rotateRight(land, forwardA) & targets;
    long to = Long.rotateRight(m, forwardA) & e;
    if (to != 0) {
      found = true;
      manCountLanded(m, to, left, next, mask);
    }
    m = Long.rotateRight(land, forwardB) & targets;
    to = Long.rotateRight(m, forwardB) & e;
    if (to != 0) {
      found = true;
      manCountLanded(m, to, left, next, mask);
    }
    if (manBackward) {
      m = Long.rotateRight(land, backwardA) & targets;
      to = Long.rotateRight(m, backwardA) & e;
      if (to != 0) {
        found = true;
        manCountLanded(m, to, left, next, mask);
      }
      m = Long.rotateRight(land, backwardB) & targets;
      to = Long.rotateRight(m, backwardB) & e;
      if (to != 0) {
        found = true;
        manCountLanded(m, to, left, next, mask);
      }
    }
    if (orthogonal && lineCount(land, targets, left, next, mask)) {
      found = true;
    }
    if (!found) {
      if (counting) {
        if (distinct && next >= 3) {
          countLong(land, left, next, mask);
        } else {
          countOne(next, mask);
        }
      } else {
        listMan(land, left, next, mask);
      }
    }
  }

  /**
   * {@link #manCount} for {@link #eightWays} men: the man's own square searched as the landing of no jump
   * (the piece taken none, the jump count -1), so that its first jumps are the search's own.
   */
  private void eightWaysCount(long bit, long stillThere) {
    eightWaysCountLanded(0L, bit, stillThere, -1, 0);
  }

  /**
   * {@link #manCountLanded} for {@link #eightWays} men: the four diagonals and the four lines unrolled in
   * one method calling itself, with nothing on the far row to decide; counted, or listed by identity.
   */
  private void eightWaysCountLanded(long mid, long land, long stillThere, int jumps, int kingMask) {
    int mask = (oppKings & mid) != 0 ? kingMask | (1 << (31 - jumps)) : kingMask;
    long left = stillThere & ~mid;
    int next = jumps + 1;
    long targets = menTakeKings ? left : left & ~oppKings;
    long e = empty;
    boolean found = false;
    long m = Long.rotateRight(land, forwardA) & targets;
    long to = Long.rotateRight(m, forwardA) & e;
    if (to != 0) {
      found = true;
      eightWaysCountLanded(m, to, left, next, mask);
    }
    m = Long.rotateRight(land, forwardB) & targets;
    to = Long.rotateRight(m, forwardB) & e;
    if (to != 0) {
      found = true;
      eightWaysCountLanded(m, to, left, next, mask);
    }
    m = Long.rotateRight(land, backwardA) & targets;
    to = Long.rotateRight(m, backwardA) & e;
    if (to != 0) {
      found = true;
      eightWaysCountLanded(m, to, left, next, mask);
    }
    m = Long.rotateRight(land, backwardB) & targets;
    to = Long.rotateRight(m, backwardB) & e;
    if (to != 0) {
      found = true;
      eightWaysCountLanded(m, to, left, next, mask);
    }
    long hl = hasLeft;
    long hr = hasRight;
    int fs = fileShift;
    m = ((land & hl) >>> 1) & targets;
    to = ((m & hl) >>> 1) & e;
    if (to != 0) {
      found = true;
      eightWaysCountLanded(m, to, left, next, mask);
    }
    m = ((land & hr) << 1) & targets;
    to = ((m & hr) << 1) & e;
    if (to != 0) {
      found = true;
      eightWaysCountLanded(m, to, left, next, mask);
    }
    m = (land >>> fs) & targets;
    to = (m >>> fs) & e;
    if (to != 0) {
      found = true;
      eightWaysCountLanded(m, to, left, next, mask);
    }
    m = (land << fs) & targets;
    to = (m << fs) & e;
    if (to != 0) {
      found = true;
      eightWaysCountLanded(m, to, left, next, mask);
    }
    if (!found && next > 0) {
      if (!counting) {
        listMan(land, left, next, mask);
      } else if (distinct && next >= 3) {
        countLong(land, left, next, mask);
      } else {
        countOne(next, mask);
      }
    }
  }

  /**
   * A man's jumps from {@code from} along the files and ranks, each counted with all that follows: left,
   * right, up and down, over the next square of its colour onto the one after it.
   *
   * @return whether there was one
   */
  private boolean lineCount(long from, long targets, long left, int next, int mask) {
    Layout l = layout;
    long e = empty;
    long hl = l.hasLeft;
    long hr = l.hasRight;
    int fs = l.fileShift;
    boolean found = false;
    long m = ((from & hl) >>> 1) & targets;
    long to = ((m & hl) >>> 1) & e;
    if (to != 0) {
      found = true;
      manCountLanded(m, to, left, next, mask);
    }
    m = ((from & hr) << 1) & targets;
    to = ((m & hr) << 1) & e;
    if (to != 0) {
      found = true;
      manCountLanded(m, to, left, next, mask);
    }
    m = (from >>> fs) & targets;
    to = (m >>> fs) & e;
    if (to != 0) {
      found = true;
      manCountLanded(m, to, left, next, mask);
    }
    m = (from << fs) & targets;
    to = (m << fs) & e;
    if (to != 0) {
      found = true;
      manCountLanded(m, to, left, next, mask);
    }
    return found;
  }

  /**
   * A man's capture counted from the far row, reached over {@code mid}: it stops, or goes on as a king.
   */
  private void crownedCount(long mid, long land, long stillThere, int jumps, int kingMask) {
    if (crownedGoesOn && counting && distinct) {
      voided = true;
    } else if (crownedGoesOn) {
      long saved = jumpable;
      jumpable = stillThere;
      if (counting && flying && kingsCountedByReach) {
        // not back over the piece just taken
        kingCount(land, mid, jumps, kingMask);
      } else {
        crownedGoesOn(land, jumps, kingMask);
      }
      jumpable = saved;
    } else if (counting) {
      if (distinct && jumps >= 3) {
        countLong(land, stillThere, jumps, kingMask);
      } else {
        countOne(jumps, kingMask);
      }
    } else {
      listMan(land, stillThere, jumps, kingMask);
    }
  }

  /**
   * A man's capture of the lean search ended on {@code land} with {@code left} still to take, listed: the
   * search's own path to {@link #complete}, which reads the pieces taken from {@link #jumpable}.
   */
  private void listMan(long land, long left, int jumps, int kingMask) {
    jumpable = left;
    complete(Long.numberOfTrailingZeros(land), (crownRow & land) != 0, jumps, kingMask);
  }

  /**
   * Where a piece on {@code bit} lands jumping one step in the direction of rotation {@code r}: the empty
   * square behind a neighbour among {@code targets}, or 0.
   */
  private long landing(long bit, int r, long targets) {
    long mid = Long.rotateRight(bit, r) & targets;
    return mid == 0 ? 0L : Long.rotateRight(mid, r) & empty;
  }

  /**
   * Where a piece on {@code bit} lands jumping along the file or rank {@code d} (4 to 7) over a neighbour
   * among {@code targets}, or 0; the piece jumped is one step back from the landing ({@code d ^ 1}).
   */
  private long lineLanding(long bit, int d, long targets) {
    return layout.step(d, layout.step(d, bit) & targets) & empty;
  }

  /** A man crowned in a capture goes on as a king (of the variant's range) from {@code land}. */
  private void crownedGoesOn(long land, int jumps, int kingMask) {
    if (flying) {
      kingFrom(Long.numberOfTrailingZeros(land), jumps, kingMask, true);
    } else {
      shortKing(land, jumps, kingMask, true);
    }
  }

  /** The king mask after jump {@code jumps} (from 0) takes the piece on {@code taken}. */
  private int withKing(int kingMask, long taken, int jumps) {
    return (oppKings & taken) != 0 ? kingMask | (1 << (31 - jumps)) : kingMask;
  }

  private void countOne(int jumps, int kingMask) {
    if (freeChoice) {
      count++;
      return;
    }
    rank(nativeKey ? key(jumps, byKing, kingMask) : 0L, 1);
  }

  /**
   * A man's route of three jumps or more counted under one move per result (pieces taken leaving after the
   * move), ending on {@code land} with {@code left} still to take: counted unless a route of the best key so far
   * took the same pieces from the same square to the same square. Shorter routes need no comparing: a man
   * jumping from one square over two pieces, one then the other, cannot end where jumping them the other way
   * round ends (each jump lands as far beyond its piece as it started before it).
   */
  private void countLong(long land, long left, int jumps, int kingMask) {
    if (!freeChoice) {
      long key = key(jumps, false, kingMask);
      if (key < best) {
        return;
      }
      if (key > best) {
        best = key;
        count = 0;
        longRoutesSize = 0;
      }
    }
    long taken = countOpp & ~left;
    long[] seen = longRoutes;
    int n = longRoutesSize;
    for (int i = 0; i < n; i += 3) {
      if (seen[i + 2] == taken && seen[i + 1] == land && seen[i] == countFrom) {
        return;
      }
    }
    if (n + 3 > seen.length) {
      seen = Arrays.copyOf(seen, 2 * seen.length);
      longRoutes = seen;
    }
    seen[n] = countFrom;
    seen[n + 1] = land;
    seen[n + 2] = taken;
    longRoutesSize = n + 3;
    count++;
  }

  /** Counts {@code n} captures of key {@code key} among the best found so far. */
  private void rank(long key, int n) {
    if (key > best) {
      best = key;
      count = n;
      longRoutesSize = 0;
    } else if (key == best) {
      count += n;
    }
  }

  /** A man's capture from {@code bit}: its first jumps. */
  private void man(long bit) {
    long targets = menTakeKings ? jumpable : jumpable & ~oppKings;
    for (int r : manRotations) {
      long land = landing(bit, r, targets);
      if (land != 0) {
        manJump(Long.rotateRight(bit, r), land, 0, 0);
      }
    }
    if (orthogonal) {
      for (int d : manLines) {
        long land = lineLanding(bit, d, targets);
        if (land != 0) {
          manJump(layout.step(d ^ 1, land), land, 0, 0);
        }
      }
    }
  }

  /**
   * A man takes the piece on {@code mid} (jump {@code jumps}, from 0) and lands on {@code land}, then goes
   * on if it can: one method calling itself.
   */
  private void manJump(long mid, long land, int jumps, int kingMask) {
    int mask = withKing(kingMask, mid, jumps);
    int next = jumps + 1;
    take(mid);
    route[routeLength++] = Long.numberOfTrailingZeros(land);
    if ((crownRow & land) == 0 || goesOnAsMan) {
      long targets = menTakeKings ? jumpable : jumpable & ~oppKings;
      boolean found = false;
      for (int r : manRotations) {
        long m = Long.rotateRight(land, r) & targets;
        long to = Long.rotateRight(m, r) & empty;
        if (to != 0) {
          found = true;
          manJump(m, to, next, mask);
        }
      }
      if (orthogonal) {
        for (int d : manLines) {
          long l = lineLanding(land, d, targets);
          if (l != 0) {
            found = true;
            manJump(layout.step(d ^ 1, l), l, next, mask);
          }
        }
      }
      if (!found) {
        complete(Long.numberOfTrailingZeros(land), (crownRow & land) != 0, next, mask);
      }
    } else if (crownedGoesOn) {
      crownedGoesOn(land, next, mask);
    } else {
      complete(Long.numberOfTrailingZeros(land), true, next, mask);
    }
    routeLength--;
    untake(mid);
  }

  /** A short king's capture from {@code bit}: a king from the start, or a man {@code crowned} in it. */
  private void shortKing(long bit, int jumps, int kingMask, boolean crowned) {
    boolean found = false;
    for (int r : kingRotations) {
      long land = landing(bit, r, jumpable);
      if (land != 0) {
        found = true;
        shortKingJump(Long.rotateRight(bit, r), land, jumps, kingMask, crowned);
      }
    }
    if (orthogonal) {
      for (int d = Layout.LEFT; d <= Layout.DOWN; d++) {
        long land = lineLanding(bit, d, jumpable);
        if (land != 0) {
          found = true;
          shortKingJump(layout.step(d ^ 1, land), land, jumps, kingMask, crowned);
        }
      }
    }
    if (!found && jumps > 0) {
      complete(Long.numberOfTrailingZeros(bit), crowned, jumps, kingMask);
    }
  }

  /** A short king takes the piece on {@code mid} and lands on {@code land}, then goes on if it can. */
  private void shortKingJump(long mid, long land, int jumps, int kingMask, boolean crowned) {
    int mask = withKing(kingMask, mid, jumps);
    take(mid);
    route[routeLength++] = Long.numberOfTrailingZeros(land);
    shortKing(land, jumps + 1, mask, crowned);
    routeLength--;
    untake(mid);
  }

  /**
   * A flying king's capture from a square it stands on: its first jump, or the first as a king of a man
   * crowned in the capture.
   */
  private void kingFrom(int sq, int jumps, int kingMask, boolean crowned) {
    if (counting && kingsCountedByReach) {
      kingCount(1L << sq, 0L, jumps, kingMask);
      return;
    }
    boolean found = false;
    for (int d = kingFirstDirection; d < kingDirections; d++) {
      found |= ray(sq, d, jumps, kingMask, crowned);
    }
    if (!found && jumps > 0) {
      complete(sq, crowned, jumps, kingMask);
    }
  }

  /**
   * A flying king's captures from {@code at} counted, not listed ({@link #kingFrom} when counting, along the
   * diagonals, pieces leaving after the move): each direction's reach found by {@link #slide}, not a
   * square at a time. Neither the way back to {@code taken}, the piece a man crowned on {@code at} just took
   * (0 for none), nor a way off the board is looked along: a man crowned on the far row looks one way.
   */
  private void kingCount(long at, long taken, int jumps, int kingMask) {
    boolean found = false;
    for (int d = 0; d < 4; d++) {
      long next = Long.rotateRight(at, rotation[d]);
      if (next != taken && (next & layout.valid) != 0) {
        found |= kingCountRay(at, d, jumps, kingMask);
      }
    }
    if (!found && jumps > 0) {
      countOne(jumps, kingMask);
    }
  }

  /** Whether a flying king on {@code at} can take a piece in direction {@code d}; if so, counts on. */
  private boolean kingCountRay(long at, int d, int jumps, int kingMask) {
    int r = rotation[d];
    long e = empty;
    // the first piece past the empty squares the king reaches
    long x = Long.rotateRight(slide(at, e, r), r) & jumpable;
    long land = Long.rotateRight(x, r) & e;
    if (land == 0) {
      return false;
    }
    kingCountJump(x, land, d, jumps, kingMask);
    return true;
  }

  /**
   * A flying king takes the piece on {@code x} in direction {@code d} and lands on {@code land} or (unless
   * it must land just behind) an empty square beyond: from each it goes on across, and from the farthest
   * straight on too; when it can go on from none, each landing ends a capture.
   */
  private void kingCountJump(long x, long land, int d, int jumps, int kingMask) {
    int mask = withKing(kingMask, x, jumps);
    int next = jumps + 1;
    jumpable &= ~x;
    int r = rotation[d];
    long lands = justBehind ? land : slide(land, empty, r);
    boolean found = false;
    for (long t = lands; t != 0; t &= t - 1) {
      long s = t & -t;
      found |= kingCountRay(s, d ^ 1, next, mask);
      found |= kingCountRay(s, d ^ 2, next, mask);
    }
    found |= kingCountRay(lands & ~Long.rotateLeft(lands, r), d, next, mask);
    if (!found) {
      int n = Long.bitCount(lands);
      if (freeChoice) {
        count += n;
      } else {
        rank(nativeKey ? key(next, byKing, mask) : 0L, n);
      }
    }
    jumpable |= x;
  }

  /** Looks along a ray for a piece a flying king can take, and takes it: whether it found one. */
  private boolean ray(int sq, int d, int jumps, int kingMask, boolean crowned) {
    int t = nb[d << 6 | sq];
    while (t >= 0 && (empty & (1L << t)) != 0) {
      t = nb[d << 6 | t];
    }
    if (t < 0 || (jumpable & (1L << t)) == 0) {
      return false;
    }
    int land = nb[d << 6 | t];
    if (land < 0 || (empty & (1L << land)) == 0) {
      return false;
    }
    kingJump(t, d, jumps, kingMask, crowned);
    return true;
  }

  /** A flying king takes the piece on {@code x}, moving in direction {@code d}, and goes on if it can. */
  private void kingJump(int x, int d, int jumps, int kingMask, boolean crowned) {
    long xBit = 1L << x;
    int mask = withKing(kingMask, xBit, jumps);
    int next = jumps + 1;
    take(xBit);
    int first = nb[d << 6 | x];
    int last = first;
    boolean found = false;
    int mark = routeLength;
    for (int s = first; ; ) {
      route[routeLength++] = s;
      if (orthogonal) {
        found |= turns(s, d, next, mask, crowned);
      } else {
        found |= ray(s, d ^ 1, next, mask, crowned);
        found |= ray(s, d ^ 2, next, mask, crowned);
        if (atOnce && turnsBack) {
          found |= ray(s, d ^ 3, next, mask, crowned);
        }
      }
      routeLength = mark;
      last = s;
      if (justBehind) {
        break;
      }
      int n = nb[d << 6 | s];
      if (n < 0 || (empty & (1L << n)) == 0) {
        break;
      }
      s = n;
    }
    found |= ray(last, d, next, mask, crowned);
    if (!found) {
      for (int s = first; ; s = nb[d << 6 | s]) {
        route[routeLength++] = s;
        complete(s, crowned, next, mask);
        routeLength = mark;
        if (s == last) {
          break;
        }
      }
    }
    untake(xBit);
  }

  /**
   * A flying king that captures along files and ranks too, on {@code s} after a jump in direction
   * {@code d}: every other line but the way back (the way back too when pieces leave at once and it may
   * turn back), the files and ranks only on the full board.
   */
  private boolean turns(int s, int d, int jumps, int kingMask, boolean crowned) {
    int back = d < 4 ? d ^ 3 : d ^ 1;
    boolean found = false;
    for (int e = kingFirstDirection; e < 8; e++) {
      if (e != d && (e != back || atOnce && turnsBack)) {
        found |= ray(s, e, jumps, kingMask, crowned);
      }
    }
    return found;
  }

  private void take(long bit) {
    jumpable &= ~bit;
    if (atOnce) {
      empty |= bit;
    }
  }

  private void untake(long bit) {
    jumpable |= bit;
    if (atOnce) {
      empty &= ~bit;
    }
  }

  private void complete(int to, boolean crowned, int jumps, int kingMask) {
    if (counting) {
      countOne(jumps, kingMask);
      return;
    }
    RulesMoves list = out;
    long key = nativeKey ? key(jumps, byKing, kingMask) : 0L;
    if (prioritise) {
      if (key < best) {
        return;
      }
      if (key > best) {
        best = key;
        list.clear();
      }
    }
    long taken = opponentAtStart & ~jumpable;
    boolean crowns = crowned && !byKing;
    if (distinct && list.contains(from, to, taken, crowns)) {
      return;
    }
    if (leanList || leanMen && !byKing) {
      list.addIdentity(from, to, crowns, taken);
      return;
    }
    // the slow path needs to know who captured: a man's capture has key 0, a king's 1
    long stored = nativeKey ? key : (byKing ? 1L : 0L);
    list.add(from, to, crowns, taken, stored, kingMask, route, routeLength);
  }
}
