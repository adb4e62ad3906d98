package io.github.tabla.games.draughts;

import io.github.tabla.core.Side;
import io.github.tabla.games.draughts.capture.CapturePriority;
import io.github.tabla.games.draughts.capture.Criterion;
import java.util.Objects;
import java.util.regex.Pattern;
import org.apiguardian.api.API;

/**
 * A draughts variant described completely as data: the board and its square names, the start, how men
 * and kings move and capture, which capture must be played, how a game is drawn and which captures count
 * as one move. One move generator plays every value; the variants the world plays are constants here,
 * and a variant of your own is a builder away.
 *
 * <pre>{@code
 * DraughtsRules international = DraughtsRules.INTERNATIONAL;
 * international.size();                  // 10
 * international.kingRange();             // FLYING
 *
 * DraughtsRules mine = DraughtsRules.ITALIAN.toBuilder()
 *     .id("italian-back-capture")
 *     .name("Italian draughts, men capture backwards")
 *     .manCaptures(DraughtsRules.ManCaptures.FORWARD_AND_BACKWARD)
 *     .build();
 *
 * // draws by the third repetition, by 25 moves each of kings only, and after 5 moves each of two pieces
 * // against a lone king
 * DraughtsRules.DrawRules draws = new DraughtsRules.DrawRules(3, 25,
 *     List.of(new DraughtsRules.EndgameLimit(2, 5)));
 * draws.endgameMoves(2);                 // 5
 * draws.endgameMoves(3);                 // 0: no limit
 * }</pre>
 *
 * <p>The board always lies with White at the bottom: White's men start on the rows nearest White and
 * move up, Black's move down, whoever moves first. {@link #leftCornerPlayable()} says whether the corner
 * square at White's near left ({@code a1}) is a playing square (English, Russian, International) or not
 * (Italian, Spanish, Portuguese). Under {@link CaptureLines#ORTHOGONAL} every square of the 8×8 board is a
 * playing square and pieces go along files and ranks only (Turkish draughts).
 *
 * <p>The capture rules every variant shares are not options: a capture is compulsory, a capture goes on
 * while the capturing piece can take another piece, no piece is taken twice, and the mover's start
 * square counts as empty during a capture. Values are immutable and thread-safe.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class DraughtsRules {
  private static final Pattern ID = Pattern.compile("[a-z][a-z0-9-]{0,39}");

  /** How the playing squares are named in positions and moves. */
  public enum Numbering {
    /**
     * Numbers from 1, row by row from Black's side (the top row as White sees the board), each row left to
     * right: English checkers (1 = b8), Italian (1 = a8), International (1 = b10, 46 = a1).
     */
    FROM_BLACKS_SIDE,
    /**
     * Numbers from 1, row by row from White's side, each row from White's right to White's left: Spanish
     * and Portuguese draughts (1 = h1, 4 = b1, 32 = a8).
     */
    FROM_WHITES_SIDE,
    /** The names of chess, a file letter and a rank number seen from White's side: {@code a1} to {@code h8}. */
    ALGEBRAIC
  }

  /**
   * The directions a man captures in. Men move forward only in every variant (on a board of
   * {@link CaptureLines#ORTHOGONAL} lines, forward and sideways).
   */
  public enum ManCaptures {
    /**
     * Forward only (English, Italian, Spanish, Czech); along {@link CaptureLines#ORTHOGONAL} lines, forward
     * and sideways, never backward (Turkish).
     */
    FORWARD,
    /** Forward and backward (Russian, Brazilian, International, pool), and sideways along lines. */
    FORWARD_AND_BACKWARD
  }

  /**
   * The lines pieces move and capture along. On the dark squares pieces move diagonally, and some variants
   * also capture straight ahead, back and sideways, over a piece two squares away on the same colour
   * (Frisian draughts); on a board whose every square is used, pieces move and capture along files and
   * ranks only (Turkish draughts).
   */
  public enum CaptureLines {
    /** Along the diagonals only, on the dark squares (every variant but Frisian and Turkish). */
    DIAGONAL,
    /**
     * Along the diagonals and along the files and ranks: a man jumps a piece two squares away straight
     * forward, backward or sideways and lands two squares beyond it; a flying king does so at any distance.
     * Men then capture backwards too ({@link ManCaptures#FORWARD_AND_BACKWARD}).
     */
    DIAGONAL_AND_ORTHOGONAL,
    /**
     * Along the files and ranks only, on all 64 squares of an 8×8 board (Turkish draughts): a man moves one
     * square forward or sideways and jumps an adjacent piece forward or sideways (backward too under
     * {@link ManCaptures#FORWARD_AND_BACKWARD}); a king moves along its file or rank, any distance when it
     * flies.
     */
    ORTHOGONAL
  }

  /** How far a king moves and captures. */
  public enum KingRange {
    /** One square in any diagonal direction; it captures an adjacent piece (English, Italian). */
    SHORT,
    /** Any distance along a free diagonal; it captures a piece any distance away (flying kings). */
    FLYING
  }

  /** Where a flying king may stop after taking a piece. */
  public enum KingLanding {
    /** On any free square behind the taken piece, up to the next piece or the edge. */
    ANY_SQUARE_BEHIND,
    /** Only on the square just behind the taken piece. */
    JUST_BEHIND
  }

  /** What a man does when a capture brings it to its far row and it could go on capturing. */
  public enum FarRowInCapture {
    /** Its move ends there and it is crowned (English, Italian, Spanish, Czech). */
    STOPS,
    /**
     * It goes on capturing as a man and is crowned only if its move ends on the far row (International,
     * Brazilian, pool).
     */
    GOES_ON_AS_MAN,
    /** It is crowned at once and goes on capturing as a king in the same move (Russian). */
    CROWNED_GOES_ON_AS_KING
  }

  /** When the pieces a capture takes leave the board. */
  public enum Removal {
    /**
     * At the end of the move: until then a taken piece stays where it is and blocks the capturing piece,
     * which can neither jump it again nor pass over it.
     */
    AFTER_THE_MOVE,
    /** As soon as it is jumped: its square is free for the rest of the move (no piece is ever taken twice). */
    AT_ONCE
  }

  /** Which captures of a position are one move. */
  public enum MoveIdentity {
    /**
     * Every route is its own move: two captures that take the same pieces and end on the same square by
     * different routes (a loop one way or the other) are two moves (Italian, ID-11a).
     */
    ROUTES,
    /**
     * One move per origin, destination, set of captured pieces and crowning; the routes that give it are
     * one move, whose route is the first one found.
     */
    DISTINCT
  }

  /**
   * A limit on an ending against a lone king: a side of at most {@code pieces} pieces, one or more of them
   * kings, against a single king draws when it has not won within {@code moves} moves of each side played
   * without a capture and without a man crowned (the FMJD's counts: three pieces 16 moves, two or one 5).
   * A capture or a crowning starts the count again, in whatever ending it leads to. A limit {@code
   * kingsOnly} holds only while every piece of the stronger side is a king (Frisian draughts' two kings
   * against one).
   *
   * @param pieces the most pieces of the stronger side, 1 to 12
   * @param moves the moves of each side, 1 to 1000
   * @param kingsOnly whether the limit holds only when the stronger side has kings alone
   */
  public record EndgameLimit(int pieces, int moves, boolean kingsOnly) {
    /**
     * Checks the numbers.
     *
     * @param pieces 1 to 12
     * @param moves 1 to 1000
     * @param kingsOnly whether the limit holds only when the stronger side has kings alone
     * @throws IllegalArgumentException when a number is out of its range
     */
    public EndgameLimit {
      if (pieces < 1 || pieces > 12) {
        throw new IllegalArgumentException("an endgame limit is for a side of 1 to 12 pieces, not " + pieces);
      }
      if (moves < 1 || moves > 1000) {
        throw new IllegalArgumentException("an endgame limit is 1 to 1000 moves each, not " + moves);
      }
    }

    /**
     * A limit for any stronger side of one or more kings, men or not (the FMJD's).
     *
     * @param pieces 1 to 12
     * @param moves 1 to 1000
     * @throws IllegalArgumentException when a number is out of its range
     */
    public EndgameLimit(int pieces, int moves) {
      this(pieces, moves, false);
    }
  }

  /**
   * The draw rules a variant plays by, besides a draw by agreement.
   *
   * @param repetitions the occurrence of a position that draws, 3 for threefold repetition, 0 for none
   * @param noProgressMoves the moves of each side without a capture and without a man's move that draw, 0
   *     for no such rule
   * @param endgameLimits the limits on endings against a lone king, by their number of pieces (the first
   *     whose {@code pieces} the stronger side does not exceed applies); empty for none
   */
  public record DrawRules(int repetitions, int noProgressMoves, java.util.List<EndgameLimit> endgameLimits) {
    /** No draw but by agreement. */
    public static final DrawRules NONE = new DrawRules(0, 0);

    /**
     * Checks the numbers and sorts the limits by their pieces.
     *
     * @param repetitions 0, or 2 and more
     * @param noProgressMoves 0 or more, at most 1000
     * @param endgameLimits at most one for each number of pieces
     * @throws IllegalArgumentException when a number is out of its range or two limits are for the same
     *     number of pieces
     */
    public DrawRules {
      Objects.requireNonNull(endgameLimits, "endgameLimits");
      if (repetitions == 1 || repetitions < 0 || repetitions > 10) {
        throw new IllegalArgumentException("repetitions: 0 (no repetition rule) or 2 to 10, not " + repetitions);
      }
      if (noProgressMoves < 0 || noProgressMoves > 1000) {
        throw new IllegalArgumentException("noProgressMoves: 0 (no such rule) to 1000, not " + noProgressMoves);
      }
      java.util.List<EndgameLimit> sorted = new java.util.ArrayList<>(endgameLimits);
      for (EndgameLimit limit : sorted) {
        Objects.requireNonNull(limit, "an endgame limit");
      }
      sorted.sort(java.util.Comparator.comparingInt(EndgameLimit::pieces));
      for (int i = 1; i < sorted.size(); i++) {
        if (sorted.get(i).pieces() == sorted.get(i - 1).pieces()) {
          throw new IllegalArgumentException("two endgame limits for " + sorted.get(i).pieces() + " pieces");
        }
      }
      endgameLimits = java.util.List.copyOf(sorted);
    }

    /**
     * Draw rules without endgame limits.
     *
     * @param repetitions 0, or 2 and more
     * @param noProgressMoves 0 or more, at most 1000
     * @throws IllegalArgumentException when a number is out of its range
     */
    public DrawRules(int repetitions, int noProgressMoves) {
      this(repetitions, noProgressMoves, java.util.List.of());
    }

    /**
     * The moves of each side an ending of the stronger side's pieces against a lone king is limited to.
     *
     * @param pieces the stronger side's pieces, one or more of them kings
     * @return the moves, 0 when no limit applies
     */
    public int endgameMoves(int pieces) {
      return endgameMoves(pieces, false);
    }

    /**
     * The moves of each side an ending is limited to, for a stronger side of kings alone or not.
     *
     * @param pieces the stronger side's pieces, one or more of them kings
     * @param kingsOnly whether every one of them is a king
     * @return the moves, 0 when no limit applies (the first limit for as many pieces or more holds only for
     *     kings alone and some are men)
     */
    public int endgameMoves(int pieces, boolean kingsOnly) {
      for (EndgameLimit limit : endgameLimits) {
        if (pieces <= limit.pieces()) {
          return !limit.kingsOnly() || kingsOnly ? limit.moves() : 0;
        }
      }
      return 0;
    }
  }

  /** English draughts, American checkers (WCDF): short kings, men capture forward, free choice, Black first. */
  public static final DraughtsRules ENGLISH = builder().id("english-draughts").name("English draughts")
      .rulePrefix("EN").size(8).leftCornerPlayable(true).numbering(Numbering.FROM_BLACKS_SIDE)
      .firstToMove(Side.BLACK).manCaptures(ManCaptures.FORWARD).kingRange(KingRange.SHORT)
      .farRowInCapture(FarRowInCapture.STOPS).capturePriority(CapturePriority.FREE_CHOICE)
      .drawRules(new DrawRules(3, 40)).build();

  /** American pool checkers (APCA): flying kings, men capture backwards, free choice, Black first. */
  public static final DraughtsRules POOL = builder().id("pool-checkers").name("American pool checkers")
      .rulePrefix("PC").size(8).leftCornerPlayable(true).numbering(Numbering.FROM_BLACKS_SIDE)
      .firstToMove(Side.BLACK).manCaptures(ManCaptures.FORWARD_AND_BACKWARD).kingRange(KingRange.FLYING)
      .farRowInCapture(FarRowInCapture.GOES_ON_AS_MAN).capturePriority(CapturePriority.FREE_CHOICE)
      .drawRules(new DrawRules(3, 30)).build();

  /** Russian draughts (shashki): flying kings, free choice, a man crowned in a capture goes on as a king. */
  public static final DraughtsRules RUSSIAN = builder().id("russian-draughts").name("Russian draughts")
      .rulePrefix("RU").size(8).leftCornerPlayable(true).numbering(Numbering.ALGEBRAIC)
      .firstToMove(Side.WHITE).manCaptures(ManCaptures.FORWARD_AND_BACKWARD).kingRange(KingRange.FLYING)
      .farRowInCapture(FarRowInCapture.CROWNED_GOES_ON_AS_KING).capturePriority(CapturePriority.FREE_CHOICE)
      .drawRules(new DrawRules(3, 15)).build();

  /** Brazilian draughts: the International rules on 8×8 (majority capture, flying kings). */
  public static final DraughtsRules BRAZILIAN = builder().id("brazilian-draughts").name("Brazilian draughts")
      .rulePrefix("BR").size(8).leftCornerPlayable(true).numbering(Numbering.ALGEBRAIC)
      .firstToMove(Side.WHITE).manCaptures(ManCaptures.FORWARD_AND_BACKWARD).kingRange(KingRange.FLYING)
      .farRowInCapture(FarRowInCapture.GOES_ON_AS_MAN)
      .capturePriority(CapturePriority.of(Criterion.MOST_PIECES.forRule("BR-10.1")))
      .drawRules(new DrawRules(3, 20, java.util.List.of(new EndgameLimit(2, 5), new EndgameLimit(3, 16)))).build();

  /** Czech draughts: flying kings, men capture forward, a king must capture when one can. */
  public static final DraughtsRules CZECH = builder().id("czech-draughts").name("Czech draughts")
      .rulePrefix("CZ").size(8).leftCornerPlayable(true).numbering(Numbering.ALGEBRAIC)
      .firstToMove(Side.WHITE).manCaptures(ManCaptures.FORWARD).kingRange(KingRange.FLYING)
      .farRowInCapture(FarRowInCapture.STOPS)
      .capturePriority(CapturePriority.of(Criterion.WITH_KING.forRule("CZ-10.1")))
      .drawRules(new DrawRules(3, 0)).build();

  /** Spanish draughts: flying kings, men capture forward, most pieces then most kings, numbered from White. */
  public static final DraughtsRules SPANISH = builder().id("spanish-draughts").name("Spanish draughts")
      .rulePrefix("SP").size(8).leftCornerPlayable(false).numbering(Numbering.FROM_WHITES_SIDE)
      .firstToMove(Side.WHITE).manCaptures(ManCaptures.FORWARD).kingRange(KingRange.FLYING)
      .farRowInCapture(FarRowInCapture.STOPS)
      .capturePriority(CapturePriority.of(Criterion.MOST_PIECES.forRule("SP-10.1"),
          Criterion.MOST_KINGS.forRule("SP-10.2")))
      .drawRules(new DrawRules(3, 20)).build();

  /** Portuguese draughts (damas clássicas): the Spanish rules, under the Portuguese federation's ids. */
  public static final DraughtsRules PORTUGUESE = SPANISH.toBuilder().id("portuguese-draughts").name("Portuguese draughts")
      .rulePrefix("PT")
      .capturePriority(CapturePriority.of(Criterion.MOST_PIECES.forRule("PT-10.1"),
          Criterion.MOST_KINGS.forRule("PT-10.2")))
      .drawRules(new DrawRules(3, 0)).build();

  /**
   * Italian draughts (FID), the rules of {@code docs/rules/italian-draughts.md}: short kings, men that
   * capture forward and never take a king, the four priorities of ID-10, every route its own move.
   */
  public static final DraughtsRules ITALIAN = builder().id("italian-draughts").name("Italian draughts")
      .rulePrefix("ID").size(8).leftCornerPlayable(false).numbering(Numbering.FROM_BLACKS_SIDE)
      .firstToMove(Side.WHITE).manCaptures(ManCaptures.FORWARD).menCaptureKings(false)
      .kingRange(KingRange.SHORT).farRowInCapture(FarRowInCapture.STOPS)
      .capturePriority(CapturePriority.ITALIAN).drawRules(new DrawRules(3, 40))
      .moveIdentity(MoveIdentity.ROUTES).build();

  /**
   * Thai draughts (mak-hot): eight men a side on the two nearest rows, flying kings that land just behind
   * the piece they take, every piece taken leaving the board at once, free choice; White first.
   */
  public static final DraughtsRules THAI = builder().id("thai-draughts").name("Thai draughts")
      .rulePrefix("TH").size(8).leftCornerPlayable(true).numbering(Numbering.FROM_BLACKS_SIDE).menRows(2)
      .firstToMove(Side.WHITE).manCaptures(ManCaptures.FORWARD).kingRange(KingRange.FLYING)
      .kingLanding(KingLanding.JUST_BEHIND).farRowInCapture(FarRowInCapture.STOPS).removal(Removal.AT_ONCE)
      .capturePriority(CapturePriority.FREE_CHOICE).drawRules(new DrawRules(3, 0)).build();

  /**
   * International draughts (FMJD): 10×10, flying kings, the majority capture; the draws by repetition, by
   * 25 moves each of kings only, and by the FMJD's limits on endings against a lone king.
   */
  public static final DraughtsRules INTERNATIONAL = builder().id("international-draughts").name("International draughts")
      .rulePrefix("IN").size(10).leftCornerPlayable(true).numbering(Numbering.FROM_BLACKS_SIDE)
      .firstToMove(Side.WHITE).manCaptures(ManCaptures.FORWARD_AND_BACKWARD).kingRange(KingRange.FLYING)
      .farRowInCapture(FarRowInCapture.GOES_ON_AS_MAN)
      .capturePriority(CapturePriority.of(Criterion.MOST_PIECES.forRule("IN-10.1")))
      .drawRules(new DrawRules(3, 25, java.util.List.of(new EndgameLimit(2, 5), new EndgameLimit(3, 16)))).build();

  /**
   * Frisian draughts (10×10): men and kings capture along the files and ranks too, the capture of the most
   * value first (a man 10, a king 19: two kings outweigh three men, two men one king), then a king's; a
   * king moved three times in a row without capturing rests while its side has men; one king against one
   * draws after 2 moves each, two kings against one after 7.
   */
  public static final DraughtsRules FRISIAN = INTERNATIONAL.toBuilder().id("frisian-draughts").name("Frisian draughts")
      .rulePrefix("FR").captureLines(CaptureLines.DIAGONAL_AND_ORTHOGONAL)
      .capturePriority(CapturePriority.of(Criterion.mostValue("FR-10.1", 10, 19), Criterion.WITH_KING.forRule("FR-10.2")))
      .kingMoveLimit(3)
      .drawRules(new DrawRules(3, 0, java.util.List.of(new EndgameLimit(1, 2), new EndgameLimit(2, 7, true)))).build();

  /**
   * Canadian draughts (12×12): International draughts' rules on a 12×12 board, thirty men a side on five rows,
   * squares numbered 1 to 72 from Black's side; International's draw rules.
   */
  public static final DraughtsRules CANADIAN = INTERNATIONAL.toBuilder().id("canadian-draughts")
      .name("Canadian draughts").rulePrefix("CA").size(12)
      .capturePriority(CapturePriority.of(Criterion.MOST_PIECES.forRule("CA-10.1"))).build();

  /**
   * Turkish draughts (dama): every square of the 8×8 board, men that move and capture forward and sideways,
   * flying kings along files and ranks, sixteen men a side on the second and third ranks, the majority
   * capture, each piece taken leaving the board at once and no turning back between two jumps.
   */
  public static final DraughtsRules TURKISH = builder().id("turkish-draughts").name("Turkish draughts")
      .rulePrefix("TU").size(8).numbering(Numbering.ALGEBRAIC).captureLines(CaptureLines.ORTHOGONAL)
      .menRows(2).firstMenRow(1).firstToMove(Side.WHITE).manCaptures(ManCaptures.FORWARD)
      .kingRange(KingRange.FLYING).farRowInCapture(FarRowInCapture.GOES_ON_AS_MAN).removal(Removal.AT_ONCE)
      .captureTurnsBack(false).capturePriority(CapturePriority.of(Criterion.MOST_PIECES.forRule("TU-10.1")))
      .drawRules(new DrawRules(3, 0, java.util.List.of(new EndgameLimit(1, 1)))).build();

  private final String id;
  private final String name;
  private final String rulePrefix;
  private final int size;
  private final boolean leftCornerPlayable;
  private final Numbering numbering;
  private final int menRows;
  private final boolean defaultMenRows;
  private final int firstMenRow;
  private final Side firstToMove;
  private final ManCaptures manCaptures;
  private final CaptureLines captureLines;
  private final boolean menCaptureKings;
  private final KingRange kingRange;
  private final KingLanding kingLanding;
  private final FarRowInCapture farRowInCapture;
  private final Removal removal;
  private final boolean captureTurnsBack;
  private final CapturePriority capturePriority;
  private final DrawRules drawRules;
  private final MoveIdentity moveIdentity;
  private final int kingMoveLimit;

  private DraughtsRules(Builder b, String rulePrefix) {
    this.id = b.id;
    this.name = b.name;
    this.rulePrefix = rulePrefix;
    this.size = b.size;
    this.leftCornerPlayable = b.leftCornerPlayable;
    this.numbering = b.numbering;
    this.menRows = b.menRows == 0 ? b.size / 2 - 1 - b.firstMenRow : b.menRows;
    this.defaultMenRows = b.menRows == 0;
    this.firstMenRow = b.firstMenRow;
    this.firstToMove = b.firstToMove;
    this.manCaptures = b.manCaptures;
    this.captureLines = b.captureLines;
    this.menCaptureKings = b.menCaptureKings;
    this.kingRange = b.kingRange;
    this.kingLanding = b.kingLanding;
    this.farRowInCapture = b.farRowInCapture;
    this.removal = b.removal;
    this.captureTurnsBack = b.captureTurnsBack;
    this.capturePriority = b.capturePriority;
    this.drawRules = b.drawRules;
    this.moveIdentity = b.moveIdentity;
    this.kingMoveLimit = b.kingMoveLimit;
  }

  /**
   * A builder with no id and no name yet, and otherwise the Brazilian rules: an 8×8 board with {@code a1}
   * a playing square, algebraic names, three rows of men, White first, men that capture both ways, flying
   * kings landing anywhere behind, men that go on as men over the far row, removal after the move, the
   * majority capture, threefold repetition, {@link MoveIdentity#DISTINCT}.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A builder holding these rules, to change some of them.
   *
   * @return a builder
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.id = id;
    b.name = name;
    b.rulePrefix = rulePrefix;
    b.size = size;
    b.leftCornerPlayable = leftCornerPlayable;
    b.numbering = numbering;
    b.menRows = defaultMenRows ? 0 : menRows;
    b.firstMenRow = firstMenRow;
    b.firstToMove = firstToMove;
    b.manCaptures = manCaptures;
    b.captureLines = captureLines;
    b.menCaptureKings = menCaptureKings;
    b.kingRange = kingRange;
    b.kingLanding = kingLanding;
    b.farRowInCapture = farRowInCapture;
    b.removal = removal;
    b.captureTurnsBack = captureTurnsBack;
    b.capturePriority = capturePriority;
    b.drawRules = drawRules;
    b.moveIdentity = moveIdentity;
    b.kingMoveLimit = kingMoveLimit;
    return b;
  }

  /**
   * The variant's id: lower-case letters, digits and hyphens, such as {@code "international"}.
   *
   * @return the id
   */
  public String id() {
    return id;
  }

  /**
   * The variant's name in English, such as {@code "International draughts"}.
   *
   * @return the name
   */
  public String name() {
    return name;
  }

  /**
   * The prefix of the variant's rule ids, such as {@code "IN"} for {@code IN-10.1}.
   *
   * @return the prefix
   */
  public String rulePrefix() {
    return rulePrefix;
  }

  /**
   * The board's side: 8 or 10 squares.
   *
   * @return the size
   */
  public int size() {
    return size;
  }

  /**
   * The playing squares: half the board's squares, all of them along {@link CaptureLines#ORTHOGONAL} lines.
   *
   * @return 32 on 8×8, 50 on 10×10, 72 on 12×12, 64 for Turkish draughts
   */
  public int squares() {
    return captureLines == CaptureLines.ORTHOGONAL ? size * size : size * size / 2;
  }

  /**
   * Whether the corner square at White's near left ({@code a1}) is a playing square.
   *
   * @return {@code true} for English, Russian, International and Turkish (every square plays); {@code false}
   *     for Italian, Spanish
   */
  public boolean leftCornerPlayable() {
    return leftCornerPlayable;
  }

  /**
   * How squares are named.
   *
   * @return the numbering
   */
  public Numbering numbering() {
    return numbering;
  }

  /**
   * The rows of men each side starts with, on the rows nearest it.
   *
   * @return 3 on 8×8, 4 on 10×10, 5 on 12×12 unless the builder said otherwise
   */
  public int menRows() {
    return menRows;
  }

  /**
   * The row, counted from 0 at a side's own edge, of the first of its rows of men: 1 in Turkish draughts,
   * whose back ranks start empty.
   *
   * @return 0 unless the builder said otherwise
   */
  public int firstMenRow() {
    return firstMenRow;
  }

  /**
   * Who moves first.
   *
   * @return the side
   */
  public Side firstToMove() {
    return firstToMove;
  }

  /**
   * The directions men capture in.
   *
   * @return forward, or forward and backward
   */
  public ManCaptures manCaptures() {
    return manCaptures;
  }

  /**
   * Whether a man may take a king.
   *
   * @return {@code false} in Italian draughts only
   */
  public boolean menCaptureKings() {
    return menCaptureKings;
  }

  /**
   * How far kings move and capture.
   *
   * @return short or flying
   */
  public KingRange kingRange() {
    return kingRange;
  }

  /**
   * Where a flying king may stop after taking a piece.
   *
   * @return any square behind, or just behind
   */
  public KingLanding kingLanding() {
    return kingLanding;
  }

  /**
   * The lines pieces capture along.
   *
   * @return the diagonals only, the diagonals and the files and ranks, or the files and ranks only
   */
  public CaptureLines captureLines() {
    return captureLines;
  }

  /**
   * What a man does when a capture brings it to its far row.
   *
   * @return stops, goes on as a man, or is crowned and goes on as a king
   */
  public FarRowInCapture farRowInCapture() {
    return farRowInCapture;
  }

  /**
   * When taken pieces leave the board.
   *
   * @return after the move, or at once
   */
  public Removal removal() {
    return removal;
  }

  /**
   * Whether a capturing piece may go back along the line it came by, between two jumps: only possible when
   * taken pieces leave at once (under {@link Removal#AFTER_THE_MOVE} the piece just taken blocks the way).
   *
   * @return {@code true} in Thai draughts, {@code false} in Turkish draughts (no 180° turn)
   */
  public boolean captureTurnsBack() {
    return captureTurnsBack;
  }

  /**
   * Which capture must be played when several are possible, best first; {@link CapturePriority#FREE_CHOICE}
   * when any capture may be played.
   *
   * @return the priority
   */
  public CapturePriority capturePriority() {
    return capturePriority;
  }

  /**
   * The draw rules.
   *
   * @return repetition and no-progress rules
   */
  public DrawRules drawRules() {
    return drawRules;
  }

  /**
   * Which captures are one move.
   *
   * @return routes or distinct
   */
  public MoveIdentity moveIdentity() {
    return moveIdentity;
  }

  /**
   * The most moves in a row a side that still has men may make with the same king without capturing
   * (Frisian draughts: 3); the king may move again once another piece has moved or it has captured.
   *
   * @return the limit, 0 for none
   */
  public int kingMoveLimit() {
    return kingMoveLimit;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof DraughtsRules)) {
      return false;
    }
    DraughtsRules r = (DraughtsRules) o;
    return id.equals(r.id) && name.equals(r.name) && rulePrefix.equals(r.rulePrefix) && size == r.size
        && leftCornerPlayable == r.leftCornerPlayable && numbering == r.numbering && menRows == r.menRows
        && firstMenRow == r.firstMenRow && captureTurnsBack == r.captureTurnsBack
        && firstToMove == r.firstToMove && manCaptures == r.manCaptures && captureLines == r.captureLines
        && menCaptureKings == r.menCaptureKings
        && kingRange == r.kingRange && kingLanding == r.kingLanding && farRowInCapture == r.farRowInCapture
        && removal == r.removal && capturePriority.criteria().equals(r.capturePriority.criteria())
        && drawRules.equals(r.drawRules) && moveIdentity == r.moveIdentity && kingMoveLimit == r.kingMoveLimit;
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, name, rulePrefix, size, leftCornerPlayable, numbering, menRows, firstToMove,
        manCaptures, captureLines, menCaptureKings, kingRange, kingLanding, farRowInCapture, removal,
        capturePriority.criteria(), drawRules, moveIdentity, kingMoveLimit, firstMenRow, captureTurnsBack);
  }

  @Override
  public String toString() {
    return "DraughtsRules[" + id + ": " + size + "x" + size + (leftCornerPlayable ? ", a1 playing" : ", a1 light")
        + ", " + numbering + ", " + menRows + " rows" + (firstMenRow == 0 ? "" : " from row " + (firstMenRow + 1))
        + ", " + firstToMove + " first, men capture " + manCaptures
        + (captureLines == CaptureLines.DIAGONAL ? "" : ", captures " + captureLines)
        + (menCaptureKings ? "" : ", men never take kings") + ", " + kingRange + " kings"
        + (kingRange == KingRange.FLYING ? " landing " + kingLanding : "") + ", far row in a capture "
        + farRowInCapture + ", removal " + removal + (captureTurnsBack ? "" : ", no turning back") + ", " + capturePriority + ", " + drawRules + ", "
        + moveIdentity + (kingMoveLimit == 0 ? "" : ", a king moves at most " + kingMoveLimit + " times in a row")
        + "]";
  }

  /**
   * Builds {@link DraughtsRules}; every setter checks its value, {@link #build} checks they fit together.
   * Not thread-safe.
   */
  public static final class Builder {
    private String id = "";
    private String name = "";
    private String rulePrefix = "";
    private int size = 8;
    private boolean leftCornerPlayable = true;
    private Numbering numbering = Numbering.ALGEBRAIC;
    private int menRows;
    private int firstMenRow;
    private Side firstToMove = Side.WHITE;
    private ManCaptures manCaptures = ManCaptures.FORWARD_AND_BACKWARD;
    private CaptureLines captureLines = CaptureLines.DIAGONAL;
    private boolean menCaptureKings = true;
    private KingRange kingRange = KingRange.FLYING;
    private KingLanding kingLanding = KingLanding.ANY_SQUARE_BEHIND;
    private FarRowInCapture farRowInCapture = FarRowInCapture.GOES_ON_AS_MAN;
    private Removal removal = Removal.AFTER_THE_MOVE;
    private boolean captureTurnsBack = true;
    private CapturePriority capturePriority = CapturePriority.of(Criterion.MOST_PIECES);
    private DrawRules drawRules = new DrawRules(3, 0);
    private MoveIdentity moveIdentity = MoveIdentity.DISTINCT;
    private int kingMoveLimit;

    private Builder() {}

    /**
     * The variant's id, also the game's id on the command line.
     *
     * @param value lower-case letters, digits and hyphens, starting with a letter, at most 40
     * @return this builder
     * @throws IllegalArgumentException when the id has another form
     */
    public Builder id(String value) {
      Objects.requireNonNull(value, "id");
      if (!ID.matcher(value).matches()) {
        throw new IllegalArgumentException("a variant id is lower-case letters, digits and hyphens, starting with"
            + " a letter, at most 40 characters: \"" + value + "\"");
      }
      this.id = value;
      return this;
    }

    /**
     * The variant's name.
     *
     * @param value a name, not blank, at most 80 characters
     * @return this builder
     * @throws IllegalArgumentException when blank or too long
     */
    public Builder name(String value) {
      Objects.requireNonNull(value, "name");
      if (value.trim().isEmpty() || value.length() > 80) {
        throw new IllegalArgumentException("a variant's name is 1 to 80 characters, not blank: \"" + value + "\"");
      }
      this.name = value;
      return this;
    }

    /**
     * The prefix of the variant's rule ids; by default the id's letters in capitals, at most eight.
     *
     * @param value one to eight capital letters
     * @return this builder
     * @throws IllegalArgumentException when it has another form
     */
    public Builder rulePrefix(String value) {
      Objects.requireNonNull(value, "rulePrefix");
      if (!value.matches("[A-Z]{1,8}")) {
        throw new IllegalArgumentException("a rule prefix is one to eight capital letters: \"" + value + "\"");
      }
      this.rulePrefix = value;
      return this;
    }

    /**
     * The board's side.
     *
     * @param value 8, 10 or 12
     * @return this builder
     * @throws IllegalArgumentException for another size
     */
    public Builder size(int value) {
      if (value != 8 && value != 10 && value != 12) {
        throw new IllegalArgumentException("a draughts board is 8×8, 10×10 or 12×12 here, not " + value + "×" + value);
      }
      this.size = value;
      return this;
    }

    /**
     * Whether {@code a1}, the corner at White's near left, is a playing square.
     *
     * @param value {@code true} for English, Russian, International
     * @return this builder
     */
    public Builder leftCornerPlayable(boolean value) {
      this.leftCornerPlayable = value;
      return this;
    }

    /**
     * How squares are named.
     *
     * @param value the numbering
     * @return this builder
     */
    public Builder numbering(Numbering value) {
      this.numbering = Objects.requireNonNull(value, "numbering");
      return this;
    }

    /**
     * The rows of men each side starts with; by default one row fewer than half the board.
     *
     * @param value 1 to half the board's side minus one
     * @return this builder
     * @throws IllegalArgumentException when out of range ({@link #build} checks it against the size)
     */
    public Builder menRows(int value) {
      if (value < 1 || value > 4) {
        throw new IllegalArgumentException("men start on 1 to 4 rows, not " + value);
      }
      this.menRows = value;
      return this;
    }

    /**
     * The row, counted from 0 at a side's own edge, where its men start: 1 leaves the back row empty, as
     * Turkish draughts does.
     *
     * @param value 0 to 3 ({@link #build} checks it against the size and the rows of men)
     * @return this builder
     * @throws IllegalArgumentException when out of range
     */
    public Builder firstMenRow(int value) {
      if (value < 0 || value > 3) {
        throw new IllegalArgumentException("men start from row 0 to 3 of their side, not " + value);
      }
      this.firstMenRow = value;
      return this;
    }

    /**
     * Who moves first.
     *
     * @param value the side
     * @return this builder
     */
    public Builder firstToMove(Side value) {
      this.firstToMove = Objects.requireNonNull(value, "firstToMove");
      return this;
    }

    /**
     * The directions men capture in.
     *
     * @param value forward, or forward and backward
     * @return this builder
     */
    public Builder manCaptures(ManCaptures value) {
      this.manCaptures = Objects.requireNonNull(value, "manCaptures");
      return this;
    }

    /**
     * Whether a man may take a king.
     *
     * @param value {@code false} as in Italian draughts
     * @return this builder
     */
    public Builder menCaptureKings(boolean value) {
      this.menCaptureKings = value;
      return this;
    }

    /**
     * How far kings move and capture.
     *
     * @param value short or flying
     * @return this builder
     */
    public Builder kingRange(KingRange value) {
      this.kingRange = Objects.requireNonNull(value, "kingRange");
      return this;
    }

    /**
     * Where a flying king may stop after taking a piece.
     *
     * @param value any square behind, or just behind
     * @return this builder
     */
    public Builder kingLanding(KingLanding value) {
      this.kingLanding = Objects.requireNonNull(value, "kingLanding");
      return this;
    }

    /**
     * The lines pieces capture along.
     *
     * @param value the diagonals only (the default), or the diagonals and the files and ranks
     * @return this builder
     */
    public Builder captureLines(CaptureLines value) {
      this.captureLines = Objects.requireNonNull(value, "captureLines");
      return this;
    }

    /**
     * What a man does when a capture brings it to its far row.
     *
     * @param value stops, goes on as a man, or is crowned and goes on as a king
     * @return this builder
     */
    public Builder farRowInCapture(FarRowInCapture value) {
      this.farRowInCapture = Objects.requireNonNull(value, "farRowInCapture");
      return this;
    }

    /**
     * When taken pieces leave the board.
     *
     * @param value after the move, or at once
     * @return this builder
     */
    public Builder removal(Removal value) {
      this.removal = Objects.requireNonNull(value, "removal");
      return this;
    }

    /**
     * Whether a capturing piece may go back along the line it came by between two jumps (only possible when
     * taken pieces leave at once); by default it may, as in Thai draughts.
     *
     * @param value {@code false} for Turkish draughts' rule against a 180° turn
     * @return this builder
     */
    public Builder captureTurnsBack(boolean value) {
      this.captureTurnsBack = value;
      return this;
    }

    /**
     * Which capture must be played when several are possible.
     *
     * @param value the criteria, best first; {@link CapturePriority#FREE_CHOICE} for none
     * @return this builder
     */
    public Builder capturePriority(CapturePriority value) {
      this.capturePriority = Objects.requireNonNull(value, "capturePriority");
      return this;
    }

    /**
     * The draw rules.
     *
     * @param value repetition and no-progress rules
     * @return this builder
     */
    public Builder drawRules(DrawRules value) {
      this.drawRules = Objects.requireNonNull(value, "drawRules");
      return this;
    }

    /**
     * Which captures are one move.
     *
     * @param value routes or distinct
     * @return this builder
     */
    public Builder moveIdentity(MoveIdentity value) {
      this.moveIdentity = Objects.requireNonNull(value, "moveIdentity");
      return this;
    }

    /**
     * The most moves in a row a side that still has men may make with the same king without capturing.
     *
     * @param value 0 (no limit, the default) to 9; 3 in Frisian draughts
     * @return this builder
     * @throws IllegalArgumentException when out of range
     */
    public Builder kingMoveLimit(int value) {
      if (value < 0 || value > 9) {
        throw new IllegalArgumentException("a king moves in a row at most 1 to 9 times, or 0 for no limit, not "
            + value);
      }
      this.kingMoveLimit = value;
      return this;
    }

    /**
     * The rules.
     *
     * @return the rules
     * @throws IllegalStateException when the id or the name is missing, the men's rows do not leave two
     *     empty rows between the sides, men capture along files and ranks as well as diagonals but only
     *     forwards, or pieces move along files and ranks only on another board than 8×8, with a1 not a
     *     playing square or with numbered squares
     */
    public DraughtsRules build() {
      if (id.isEmpty()) {
        throw new IllegalStateException("a variant needs an id: builder.id(\"my-draughts\")");
      }
      if (name.isEmpty()) {
        throw new IllegalStateException("a variant needs a name: builder.name(\"My draughts\")");
      }
      String prefix = rulePrefix;
      if (prefix.isEmpty()) {
        prefix = id.replaceAll("[^a-z]", "").toUpperCase(java.util.Locale.ROOT);
        prefix = prefix.substring(0, Math.min(8, prefix.length()));
      }
      int rows = menRows == 0 ? size / 2 - 1 - firstMenRow : menRows;
      if (rows < 1 || firstMenRow + rows > size / 2 - 1) {
        throw new IllegalStateException("on a " + size + "×" + size + " board men start on at most " + (size / 2 - 1)
            + " rows from a side's edge, leaving two empty rows between the sides, not rows " + (firstMenRow + 1)
            + " to " + (firstMenRow + rows));
      }
      if (captureLines == CaptureLines.ORTHOGONAL && size != 8) {
        throw new IllegalStateException("pieces move along files and ranks on an 8×8 board only, not "
            + size + "×" + size);
      }
      if (captureLines == CaptureLines.ORTHOGONAL && !leftCornerPlayable) {
        throw new IllegalStateException("every square plays when pieces move along files and ranks:"
            + " leftCornerPlayable(true) with captureLines(ORTHOGONAL)");
      }
      if (captureLines == CaptureLines.ORTHOGONAL && numbering != Numbering.ALGEBRAIC) {
        throw new IllegalStateException("squares are named a1 to h8 when every square plays:"
            + " numbering(ALGEBRAIC) with captureLines(ORTHOGONAL)");
      }
      if (captureLines == CaptureLines.DIAGONAL_AND_ORTHOGONAL && manCaptures == ManCaptures.FORWARD) {
        throw new IllegalStateException("men that capture along files and ranks capture backwards too:"
            + " manCaptures(FORWARD_AND_BACKWARD) with captureLines(DIAGONAL_AND_ORTHOGONAL)");
      }
      return new DraughtsRules(this, prefix);
    }
  }
}
