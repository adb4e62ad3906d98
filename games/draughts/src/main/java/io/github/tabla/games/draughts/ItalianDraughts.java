package io.github.tabla.games.draughts;

import org.apiguardian.api.API;
import io.github.tabla.core.MessageBundles;
import io.github.tabla.core.FieldSpec;
import io.github.tabla.core.FieldValues;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Placement;
import io.github.tabla.core.RepetitionRule;
import io.github.tabla.core.Role;
import io.github.tabla.core.RuleId;
import io.github.tabla.core.Setup;
import io.github.tabla.core.SetupCode;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.Termination;
import io.github.tabla.core.kernel.KernelBinding;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.LevelSettings;
import io.github.tabla.games.draughts.internal.DraughtsKernel;
import io.github.tabla.games.draughts.internal.Geometry;
import io.github.tabla.games.draughts.robot.DraughtsRobot;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * Italian draughts (dama italiana) by the rules of the Italian draughts federation (FID),
 * {@code rules/italian-draughts.md} ID-1..ID-13: men that move and capture only forwards and never
 * capture kings, kings that step one square, compulsory captures ranked by four priorities, promotion
 * that ends a capture, and a draw policy.
 *
 * <p>Two definitions are registered with {@link java.util.ServiceLoader}: {@code italian-draughts}
 * (this class, the FID draws of ID-13 on) and {@code italian-draughts:no-draws} ({@link WithoutDraws},
 * only ID-12 ends a game).
 *
 * <pre>{@code
 * ItalianDraughts game = new ItalianDraughts();
 * DraughtsPosition p = game.start();                       // Black men 1..12, White men 21..32 (ID-3)
 * Setup s = Setup.empty(Side.WHITE)
 *     .withPiece(SquareNaming.DRAUGHTS.square("11").get(), Piece.of(Side.WHITE, Role.KING))
 *     .withPiece(SquareNaming.DRAUGHTS.square("14").get(), Piece.of(Side.BLACK, Role.MAN));
 * game.fromSetup(s).fold(problems -> problems.map(SetupProblem::code), q -> q.legalMoves().map(String::valueOf));
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public sealed class ItalianDraughts implements GameDefinition<DraughtsPosition> permits ItalianDraughts.WithoutDraws {
  /** The id of the game with the FID draws. */
  public static final String ID = "italian-draughts";
  /** The id of the game without draws. */
  public static final String NO_DRAWS_ID = "italian-draughts:no-draws";

  /** The setup field of the no-progress counter (ID-13.3): plies since the last capture or man move. */
  public static final String NO_PROGRESS_FIELD = "no-progress-plies";
  /** The setup field of the moves White has made. */
  public static final String WHITE_MOVES_FIELD = "white-moves";
  /** The setup field of the moves Black has made. */
  public static final String BLACK_MOVES_FIELD = "black-moves";

  /** The side to move has no pieces left: it has lost (ID-12). */
  public static final Termination NO_PIECES = Termination.of(DraughtsCode.END_NO_PIECES);
  /** The side to move has no legal move, all its pieces are blocked: it has lost (ID-12). */
  public static final Termination BLOCKED = Termination.of(DraughtsCode.END_BLOCKED);
  /** 40 moves by each side with no capture and no man moved: a draw (ID-13.3). */
  public static final Termination NO_PROGRESS = Termination.of(DraughtsCode.END_NO_PROGRESS);
  /** The same position for the third time: a draw (ID-13.2). */
  public static final Termination REPETITION = Termination.of(DraughtsCode.END_REPETITION);

  /** The most pieces a side can have (ID-3). */
  public static final int MAX_PIECES = 12;

  private static final int MAX_COUNT = 1_000_000;

  private static final Seq<Level> LEVELS = DraughtsRobot.LEVELS.map(LevelSettings::level);

  private static final Seq<String> FIELDS = Array.of(NO_PROGRESS_FIELD, WHITE_MOVES_FIELD, BLACK_MOVES_FIELD);
  /** One piece on a dark square (ID-1). */
  private static final RuleId ID1 = RuleId.of("ID-1");
  /** White moves first and the sides alternate (ID-3). */
  private static final RuleId ID3 = RuleId.of("ID-3");
  /** The no-progress counter, below the limit (ID-13.3). */
  private static final RuleId ID13_3 = RuleId.of("ID-13.3");

  private final DrawPolicy policy;
  private final KernelBinding<DraughtsPosition> binding;
  private final DraughtsPosition start;

  /** Italian draughts with the FID draw policy ({@link DrawPolicy#FID}). */
  public ItalianDraughts() {
    this(DrawPolicy.FID);
  }

  ItalianDraughts(DrawPolicy policy) {
    this.policy = policy;
    this.binding = KernelBinding.of(DraughtsKernel.of(policy.noProgress()), DraughtsPosition::writeState,
        DraughtsPosition::typed);
    this.start = DraughtsPosition.of(this, Geometry.WHITE_START, Geometry.BLACK_START, 0, true, 0, 0, 0);
  }

  /**
   * Italian draughts with a draw policy.
   *
   * @param policy the draws the game knows
   * @return {@code italian-draughts} for {@link DrawPolicy#FID}, {@code italian-draughts:no-draws} for
   *     {@link DrawPolicy#NONE}
   */
  public static ItalianDraughts withDrawPolicy(DrawPolicy policy) {
    Objects.requireNonNull(policy, "policy");
    return policy == DrawPolicy.FID ? new ItalianDraughts() : new WithoutDraws();
  }

  /**
   * Italian draughts without draws: only ID-12 ends a game. Registered as
   * {@code italian-draughts:no-draws}.
   */
  public static final class WithoutDraws extends ItalianDraughts {
    /** The game with {@link DrawPolicy#NONE}. */
    public WithoutDraws() {
      super(DrawPolicy.NONE);
    }
  }

  /**
   * The draws this game knows (ID-13).
   *
   * @return the draw policy
   */
  public DrawPolicy drawPolicy() {
    return policy;
  }

  /** The kernel of this game's draw policy. */
  DraughtsKernel kernelRules() {
    return DraughtsKernel.of(policy.noProgress());
  }

  /**
   * The game's rules as data: Italian draughts is {@link DraughtsRules#ITALIAN}, and
   * {@code DraughtsVariant.of(DraughtsRules.ITALIAN)} plays the same moves; this game keeps its own kernel,
   * faster for its one set of rules.
   *
   * @return {@link DraughtsRules#ITALIAN}
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  public DraughtsRules rules() {
    return DraughtsRules.ITALIAN;
  }

  /**
   * The kernel the rules are written in ({@code DraughtsKernel}, with this game's draw by no progress): a
   * position is one of its states. Its moves are the legal moves in the move generator's order.
   *
   * @return the binding
   */
  @Override
  public Option<KernelBinding<DraughtsPosition>> kernel() {
    return Option.some(binding);
  }

  @Override
  public String id() {
    return policy == DrawPolicy.FID ? ID : NO_DRAWS_ID;
  }

  @Override
  public Class<DraughtsPosition> positionType() {
    return DraughtsPosition.class;
  }

  /**
   * The start position (ID-3): Black men on 1..12, White men on 21..32, White to move.
   *
   * @return the start position
   */
  @Override
  public DraughtsPosition start() {
    return start;
  }

  /**
   * Validates a setup, reporting every problem at once: a piece on a light square or two on one square
   * (ID-1), a piece that is neither a man nor a king (ID-5, ID-7), more than 12 pieces of a side (ID-3),
   * a man on its own far row (ID-11b), items on the board, and fields that are unknown or out of range
   * ({@value #NO_PROGRESS_FIELD} from 0 to 80 under the FID draw policy, {@value #WHITE_MOVES_FIELD} and
   * {@value #BLACK_MOVES_FIELD}; each may be left out and is then 0).
   *
   * @param setup the unvalidated contents
   * @return the position, or every problem found
   */
  @Override
  public Validation<Seq<SetupProblem>, DraughtsPosition> fromSetup(Setup setup) {
    // a missing side to move is one more problem, found with every other one
    return SetupProblem.withTurn(setup, notation().squares().board(), this::validate);
  }

  private Validation<Seq<SetupProblem>, DraughtsPosition> validate(Setup setup) {
    Array<SetupProblem> problems = Array.empty();
    int white = 0;
    int black = 0;
    int kings = 0;
    long light = 0L;
    int twice = 0;
    int whiteCount = 0;
    int blackCount = 0;
    int whiteFar = 0;
    int blackFar = 0;
    for (Placement p : setup.placements()) {
      Square s = p.square();
      int i = DraughtsPosition.index(s);
      Role role = p.piece().role();
      if (role != Role.MAN && role != Role.KING) {
        problems = problems.append(SetupProblem.of(DraughtsCode.SETUP_ROLE, SquareSet.of(s), p.piece(), s));
        continue;
      }
      if (p.piece().side() == Side.WHITE) {
        whiteCount++;
      } else {
        blackCount++;
      }
      if (i < 0) {
        light |= 1L << s.index();
        continue;
      }
      int bit = 1 << i;
      if (((white | black) & bit) != 0) {
        twice |= bit;
        continue;
      }
      if (p.piece().side() == Side.WHITE) {
        white |= bit;
        if (role == Role.MAN && (bit & Geometry.WHITE_CROWN_ROW) != 0) {
          whiteFar |= bit;
        }
      } else {
        black |= bit;
        if (role == Role.MAN && (bit & Geometry.BLACK_CROWN_ROW) != 0) {
          blackFar |= bit;
        }
      }
      if (role == Role.KING) {
        kings |= bit;
      }
    }
    if (light != 0L) {
      SquareSet squares = SquareSet.ofBits(light);
      problems = problems.append(SetupProblem.of(DraughtsCode.SETUP_LIGHT_SQUARE, squares, squares));
    }
    if (twice != 0) {
      problems = problems.append(SetupProblem.of(SetupCode.TWO_PIECES, ID1, squares(twice), squares(twice)));
    }
    if (whiteCount > MAX_PIECES) {
      problems = problems.append(SetupProblem.of(DraughtsCode.SETUP_TOO_MANY_PIECES, squares(white), Side.WHITE,
          whiteCount, MAX_PIECES));
    }
    if (blackCount > MAX_PIECES) {
      problems = problems.append(SetupProblem.of(DraughtsCode.SETUP_TOO_MANY_PIECES, squares(black), Side.BLACK,
          blackCount, MAX_PIECES));
    }
    if (whiteFar != 0) {
      problems = problems.append(SetupProblem.of(DraughtsCode.SETUP_MAN_ON_FAR_ROW, squares(whiteFar),
          Side.WHITE, squares(whiteFar)));
    }
    if (blackFar != 0) {
      problems = problems.append(SetupProblem.of(DraughtsCode.SETUP_MAN_ON_FAR_ROW, squares(blackFar),
          Side.BLACK, squares(blackFar)));
    }
    if (!setup.items().isEmpty()) {
      problems = problems.append(SetupProblem.of(DraughtsCode.SETUP_ITEMS, setup.items(), setup.items()));
    }
    for (String name : setup.fields().keySet()) {
      if (!FIELDS.contains(name)) {
        problems = problems.append(SetupProblem.of(SetupCode.UNKNOWN_FIELD, name));
      }
    }
    int noProgressMax = policy.noProgress() ? DraughtsPosition.NO_PROGRESS_LIMIT : MAX_COUNT;
    int[] values = new int[FIELDS.size()];
    for (int f = 0; f < FIELDS.size(); f++) {
      String name = FIELDS.get(f);
      int max = f == 0 ? noProgressMax : MAX_COUNT;
      Option<String> text = setup.field(name);
      if (text.isEmpty()) {
        continue;
      }
      Option<Integer> value = count(text.get());
      if (value.isEmpty() || value.get() > max) {
        Localizable takes = Localizable.of(FieldValues.WHOLE_NUMBER, 0, max);
        problems = problems.append(f == 0
            ? SetupProblem.of(SetupCode.BAD_FIELD, ID13_3, SquareSet.empty(), name, text.get(), takes)
            : SetupProblem.of(SetupCode.BAD_FIELD, name, text.get(), takes));
      } else {
        values[f] = value.get();
      }
    }
    problems = problems.appendAll(roundProblems(Objects.requireNonNull(setup.turn(), "SetupProblem.withTurn gives a side to move"), whiteCount, blackCount, values[1], values[2]));
    if (!problems.isEmpty()) {
      return Validation.invalid(problems);
    }
    return Validation.valid(DraughtsPosition.of(this, white, black, kings, setup.turn() == Side.WHITE, values[0],
        values[1], values[2]));
  }

  /**
   * What makes a setup no round of the game even when each piece stands well: no piece at all; the side
   * not to move without pieces (the round ended when it lost its last one, ID-12); move counters that
   * cannot go with the side to move (the sides alternate, ID-3: the counts differ by one at most, and
   * the side that has made one move more is not to move). A position set up with Black to move may have
   * begun a round, so either side may have made the first of the moves counted.
   */
  private static Seq<SetupProblem> roundProblems(Side turn, int whiteCount, int blackCount, int whiteMoves,
      int blackMoves) {
    Array<SetupProblem> problems = Array.empty();
    if (whiteCount == 0 && blackCount == 0) {
      problems = problems.append(SetupProblem.of(DraughtsCode.SETUP_NO_PIECES));
    } else if ((turn == Side.WHITE ? blackCount : whiteCount) == 0) {
      problems = problems.append(SetupProblem.of(DraughtsCode.SETUP_LOST_ALREADY, turn.opposite()));
    }
    int ahead = turn == Side.WHITE ? whiteMoves - blackMoves : blackMoves - whiteMoves;
    if (ahead != 0 && ahead != -1) {
      problems = problems.append(SetupProblem.of(SetupCode.TURN_ORDER, ID3, SquareSet.empty(), whiteMoves, blackMoves,
          turn));
    }
    return problems;
  }

  private static Option<Integer> count(String text) {
    if (text.isEmpty() || text.length() > 7 || !text.chars().allMatch(c -> c >= '0' && c <= '9')) {
      return Option.none();
    }
    return Option.some(Integer.parseInt(text));
  }

  private static SquareSet squares(int bits) {
    long b = 0L;
    for (int m = bits; m != 0; m &= m - 1) {
      b |= 1L << DraughtsPosition.square(Integer.numberOfTrailingZeros(m)).index();
    }
    return SquareSet.ofBits(b);
  }

  /**
   * Draughts texts name squares by their numbers (ID-2), write no piece letters, have no items, and
   * carry the no-progress counter and the move counts as fields.
   *
   * @return the declaration
   */
  @Override
  public NotationSpec notation() {
    return new NotationSpec(SquareNaming.DRAUGHTS, false, Option.none(), Array.of(
        new FieldSpec(NO_PROGRESS_FIELD, "plies since the last capture or man move (ID-13.3)", "0"),
        new FieldSpec(WHITE_MOVES_FIELD, "moves White has made", "0"),
        new FieldSpec(BLACK_MOVES_FIELD, "moves Black has made", "0")));
  }

  /**
   * A single game, White moving first (M-5).
   *
   * @return {@link MatchFormat#SINGLE_GAME}
   */
  @Override
  public MatchFormat matchFormat() {
    return MatchFormat.SINGLE_GAME;
  }

  /**
   * The rules set no bound on a game's length; the no-progress draw (ID-13.3) only bounds the plies
   * between two captures or man moves.
   *
   * @return none
   */
  @Override
  public Option<Integer> maxPlies() {
    return Option.none();
  }

  /**
   * The third occurrence of a position draws (ID-13.2), under the FID draw policy.
   *
   * @return the rule, or none when the policy has no repetition draw
   */
  @Override
  public Option<RepetitionRule> repetitionRule() {
    return policy.repetition() ? Option.some(new RepetitionRule(3, REPETITION)) : Option.none();
  }

  /**
   * The players may agree a draw (ID-13.1), under the FID draw policy.
   *
   * @return {@code true} unless the policy has no draws
   */
  @Override
  public boolean drawByAgreement() {
    return policy.agreement();
  }

  /**
   * Five levels, from {@code gentle} (a child can beat it) to {@code strongest}: see
   * {@link DraughtsRobot#LEVELS}.
   *
   * @return the levels, gentlest first
   */
  @Override
  public Seq<Level> levels() {
    return LEVELS;
  }

  /**
   * The Italian draughts Robot at a level ({@link DraughtsRobot}). The strongest level uses endgame
   * tables, made the first time a strongest Robot is created in the JVM (a few seconds, once).
   *
   * <pre>{@code
   * DraughtsRobot robot = game.robot(game.strongestLevel(), 42L);
   * robot.analyse(game.start(), Budget.ofMillis(500)).principalVariation();
   * }</pre>
   *
   * @param level one of {@link #levels()}
   * @param seed the seed of the gentle levels' randomness
   * @return the Robot
   * @throws IllegalArgumentException when the level is not one of this game's
   */
  @Override
  public DraughtsRobot robot(Level level, long seed) {
    Objects.requireNonNull(level, "level");
    return DraughtsRobot.of(level, seed);
  }

  /**
   * The module's own bundle, {@code io/github/tabla/games/draughts/messages*.properties}.
   *
   * @param locale the language
   * @return the bundle
   */
  @Override
  public ResourceBundle messages(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    return MessageBundles.load("io.github.tabla.games.draughts.messages", locale, ItalianDraughts.class::getResourceAsStream);
  }

  @Override
  public Set<String> messageCodes() {
    return DraughtsCode.messageCodes();
  }

  /**
   * Definitions are equal when they are the same game and variant.
   *
   * @param o another object
   * @return whether it is a definition with the same draw policy
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof ItalianDraughts g && g.policy == policy;
  }

  /**
   * A hash of the variant.
   *
   * @return the id's hash
   */
  @Override
  public int hashCode() {
    return id().hashCode();
  }

  /**
   * The id.
   *
   * @return {@link #id()}
   */
  @Override
  public String toString() {
    return id();
  }
}
