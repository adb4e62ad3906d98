package io.github.tabla.testkit.hexapawn;

import io.github.tabla.core.Code;
import io.github.tabla.core.FieldSpec;
import io.github.tabla.core.FieldValues;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.Messages;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Role;
import io.github.tabla.core.RuleId;
import io.github.tabla.core.Setup;
import io.github.tabla.core.SetupCode;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.Side;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.Termination;
import io.github.tabla.core.engine.StateEvaluator;
import io.github.tabla.core.kernel.KernelBinding;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.core.robot.KernelSearcher;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.LevelSettings;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchRobot;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * Hexapawn, the test-only fifth game: its rules are a kernel ({@link HexapawnKernel}), its Robot is core's
 * one engine on that kernel with an evaluator of a few lines ({@link #EVALUATOR}); nothing else of its
 * own searches. HX-1: three white pawns on a1, b1, c1 and three black ones on a3, b3, c3, White first;
 * HX-2: a pawn steps straight forward onto an empty square or captures diagonally forward; HX-3: a side
 * wins when one of its pawns reaches the far rank, or when the other side cannot move.
 */
public final class Hexapawn implements GameDefinition<HexapawnPosition> {
  static final Termination FAR_RANK = Termination.of(HexapawnCode.FAR_RANK);
  static final Termination NO_MOVE = Termination.of(HexapawnCode.NO_MOVE);
  static final String WHITE_MOVES = "white-moves";
  static final String BLACK_MOVES = "black-moves";

  /** The evaluator: pawns, and how far they have come, for the side to move. */
  static final StateEvaluator EVALUATOR = (states, at) -> {
    int side = HexapawnKernel.INSTANCE.sideToMove(states, at);
    return worth(states, at, side) - worth(states, at, 1 - side);
  };

  static final Seq<Level> LEVELS = Array.of(new Level(1, "gentle"), new Level(2, "perfect"));
  private static final Seq<LevelSettings> SETTINGS = Array.of(new LevelSettings(LEVELS.get(0), 1, 40, 0.25),
      LevelSettings.strongest(LEVELS.get(1)));

  private static final Set<String> CODES = Code.keys(HexapawnCode.values());
  /** The board, the pawns and the counters a setup may have (HX-1). */
  private static final RuleId HX1 = RuleId.of("HX-1");

  private final KernelBinding<HexapawnPosition> binding = KernelBinding.of(HexapawnKernel.INSTANCE,
      HexapawnPosition::write, HexapawnPosition::typed);

  private static int worth(long[] states, int at, int side) {
    int w = 0;
    for (int b = HexapawnKernel.pawns(states, at, side); b != 0; b &= b - 1) {
      int rank = Integer.numberOfTrailingZeros(b) / 3;
      w += 100 + 10 * (side == 0 ? rank : 2 - rank);
    }
    return w;
  }

  @Override
  public String id() {
    return "hexapawn";
  }

  @Override
  public Class<HexapawnPosition> positionType() {
    return HexapawnPosition.class;
  }

  @Override
  public HexapawnPosition start() {
    return position(HexapawnKernel.WHITE_START, HexapawnKernel.BLACK_START, false, 0, 0);
  }

  private HexapawnPosition position(int white, int black, boolean blackToMove, int whiteMoves, int blackMoves) {
    long[] state = new long[HexapawnKernel.WORDS];
    HexapawnKernel.write(state, 0, white, black, blackToMove, whiteMoves, blackMoves);
    return new HexapawnPosition(this, state);
  }

  @Override
  public Validation<Seq<SetupProblem>, HexapawnPosition> fromSetup(Setup setup) {
    Objects.requireNonNull(setup, "setup");
    Array<SetupProblem> problems = Array.empty();
    int[] pawns = new int[2];
    for (Placement p : setup.placements()) {
      int i = HexapawnPosition.index(p.square());
      if (p.piece().role() != Role.PAWN) {
        problems = problems.append(SetupProblem.of(HexapawnCode.SETUP_NOT_A_PAWN, p.square(), p.piece()));
      } else if (i < 0) {
        problems = problems.append(SetupProblem.of(HexapawnCode.SETUP_OFF_BOARD, p.square()));
      } else {
        pawns[p.piece().side().ordinal()] |= 1 << i;
      }
    }
    int[] moves = new int[2];
    String[] fields = {WHITE_MOVES, BLACK_MOVES};
    for (int i = 0; i < 2; i++) {
      String text = setup.field(fields[i]).getOrElse("0");
      Option<Integer> n = Setup.naturalNumber(text);
      if (n.isEmpty() || n.get() > 15) {
        problems = problems.append(SetupProblem.of(SetupCode.BAD_FIELD, HX1, SquareSet.empty(), fields[i], text,
            Localizable.of(FieldValues.WHOLE_NUMBER, 0, 15)));
      } else {
        moves[i] = n.get();
      }
    }
    if (!problems.isEmpty()) {
      return Validation.invalid(problems);
    }
    return Validation.valid(position(pawns[0], pawns[1], setup.turn() == Side.BLACK, moves[0], moves[1]));
  }

  @Override
  public NotationSpec notation() {
    return new NotationSpec(SquareNaming.CHESS, false, Option.none(), Array.of(
        new FieldSpec(WHITE_MOVES, "moves White has made", "0"),
        new FieldSpec(BLACK_MOVES, "moves Black has made", "0")));
  }

  @Override
  public MatchFormat matchFormat() {
    return MatchFormat.POINTS;
  }

  @Override
  public Option<Integer> maxPlies() {
    return Option.some(8);
  }

  @Override
  public Option<KernelBinding<HexapawnPosition>> kernel() {
    return Option.some(binding);
  }

  @Override
  public Seq<Level> levels() {
    return LEVELS;
  }

  /** The Robot: {@link SearchRobot} on {@link KernelSearcher}, the kernel and {@link #EVALUATOR}. */
  @Override
  public Robot<HexapawnPosition> robot(Level level, long seed) {
    Objects.requireNonNull(level, "level");
    return SearchRobot.forLevel(KernelSearcher.of(binding, EVALUATOR), SETTINGS, level, seed);
  }

  /** The texts, in English for every language: a test game's own file for each of them. */
  @Override
  public ResourceBundle messages(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    Locale language = Messages.SUPPORTED.find(l -> l.getLanguage().equals(locale.getLanguage()))
        .getOrElse(Locale.ROOT);
    return new ListResourceBundle() {
      @Override
      public Locale getLocale() {
        return language;
      }

      @Override
      protected Object[][] getContents() {
        return new Object[][] {
            {"hexapawn.end.far-rank", "A pawn reached the far rank ({0})."},
            {"hexapawn.end.no-move", "The side to move cannot move ({0})."},
            {"hexapawn.not-a-pawn-move", "A pawn steps straight forward or captures diagonally forward."},
            {"hexapawn.setup.not-a-pawn", "Only pawns play Hexapawn: {1} on {0}."},
            {"hexapawn.setup.off-board", "{0} is not on the 3 by 3 board."}};
      }
    };
  }

  @Override
  public Set<String> messageCodes() {
    return CODES;
  }

  @Override
  public String toString() {
    return id();
  }
}
