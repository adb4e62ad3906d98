package io.github.tabla.testgames;

import io.github.tabla.core.MessageBundles;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.SetupCode;
import io.github.tabla.core.RuleId;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.FieldValues;
import io.github.tabla.core.FieldSpec;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Role;
import io.github.tabla.core.Score;
import io.github.tabla.core.Setup;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.vavr.collection.Array;
import io.vavr.collection.HashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;
import java.util.SplittableRandom;

/**
 * A test-only game that never ends: two kings walk the whole 8 x 8 board, never touching, forever.
 * Every position has legal moves, so a search without a budget never proves a value and runs until it
 * is stopped: the game for testing cancellation and tight budgets. It has no Robot of its own; the
 * tests build searchers on it directly.
 *
 * <p>On another naming ({@link #EndlessKings(SquareNaming)}) the kings walk the squares it names: all
 * squares of a 10 x 10 board in coordinates, or the playing squares of a numbered draughts board
 * (diagonal steps, a pass when the king has none): the game for testing what draws and reads boards
 * other than 8 x 8.
 */
public final class EndlessKings implements GameDefinition<EndlessKings.Position> {
  private final SquareNaming naming;

  /** The game on the 8 x 8 board in chess coordinates. */
  public EndlessKings() {
    this(SquareNaming.CHESS);
  }

  /**
   * The game on the squares a naming names.
   *
   * @param naming the board and its names
   */
  public EndlessKings(SquareNaming naming) {
    this.naming = Objects.requireNonNull(naming, "naming");
  }

  @Override
  public String id() {
    return naming == SquareNaming.CHESS ? "endless-kings"
        : "endless-kings:" + naming.board() + (naming.numbered() ? "-numbered" : "");
  }

  // the named square of a rank nearest its middle
  private Square middle(int rank) {
    Seq<Square> named = naming.board().squares().filter(s -> s.rank() == rank && naming.names(s));
    return named.get(named.size() / 2);
  }

  @Override
  public Class<Position> positionType() {
    return Position.class;
  }

  @Override
  public Position start() {
    return naming == SquareNaming.CHESS ? Position.create(this, Square.E1, Square.E8, Side.WHITE, 0, 0)
        : Position.create(this, middle(0), middle(naming.board().ranks() - 1), Side.WHITE, 0, 0);
  }

  @Override
  public Validation<Seq<SetupProblem>, Position> fromSetup(Setup setup) {
    Objects.requireNonNull(setup, "setup");
    return SetupProblem.withTurn(setup, naming.board(), this::validate);
  }

  private Validation<Seq<SetupProblem>, Position> validate(Setup setup) {
    SquareSet unnamed = SquareSet.ofAll(setup.placements().map(Placement::square).filter(s -> !naming.names(s)));
    if (!unnamed.isEmpty()) {
      return Validation.invalid(Array.of(SetupProblem.of("mini.setup.off-board", "MINI-1", unnamed, unnamed)));
    }
    if (!setup.items().isEmpty()) {
      return Validation.invalid(Array.of(SetupProblem.of("mini.setup.no-items", "MINI-1", setup.items(),
          setup.items())));
    }
    int[] moves = new int[2];
    String[] names = {"white-moves", "black-moves"};
    for (int i = 0; i < 2; i++) {
      String text = setup.field(names[i]).getOrElse("0");
      moves[i] = text.matches("0|[1-9][0-9]{0,5}") ? Integer.parseInt(text) : -1;
      if (moves[i] < 0) {
        return Validation.invalid(Array.of(SetupProblem.of(SetupCode.BAD_FIELD, RuleId.of("MINI-6"), SquareSet.empty(),
            names[i], text, Localizable.of(FieldValues.WHOLE_NUMBER, 0, 999_999))));
      }
    }
    if (moves[1] != (setup.turn() == Side.WHITE ? moves[0] : moves[0] - 1)) {
      return Validation.invalid(Array.of(SetupProblem.of(SetupCode.TURN_ORDER, RuleId.of("MINI-5"), SquareSet.empty(),
          moves[0], moves[1], setup.turn())));
    }
    Seq<Placement> white = setup.placements().filter(p -> p.piece().equals(Piece.of(Side.WHITE, Role.KING)));
    Seq<Placement> black = setup.placements().filter(p -> p.piece().equals(Piece.of(Side.BLACK, Role.KING)));
    if (white.size() != 1 || black.size() != 1 || setup.placements().size() != 2) {
      return Validation.invalid(Array.of(SetupProblem.of("mini.setup.king-count", "MINI-1", setup.occupied())));
    }
    if (white.head().square().distance(black.head().square()) <= 1) {
      return Validation.invalid(Array.of(SetupProblem.of("mini.setup.kings-adjacent", "MINI-3",
          SquareSet.of(white.head().square(), black.head().square()))));
    }
    return Validation.valid(Position.create(this, white.head().square(), black.head().square(), setup.turn(),
        moves[0], moves[1]));
  }

  @Override
  public NotationSpec notation() {
    return new NotationSpec(naming, !naming.numbered(), Option.none(), Array.of(
        new FieldSpec("white-moves", "moves White has made", "0"),
        new FieldSpec("black-moves", "moves Black has made", "0")));
  }

  @Override
  public MatchFormat matchFormat() {
    return MatchFormat.POINTS;
  }

  @Override
  public Option<Integer> maxPlies() {
    return Option.none();
  }

  @Override
  public Seq<Level> levels() {
    return Array.of(new Level(1, "gentle"), new Level(2, "strongest"));
  }

  @Override
  public Robot<Position> robot(Level level, long seed) {
    Objects.requireNonNull(level, "level");
    return MiniDiamonds.pointsRobot(level, seed);
  }

  @Override
  public ResourceBundle messages(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    return MessageBundles.load("io.github.tabla.testgames.messages", locale, EndlessKings.class::getResourceAsStream);
  }

  @Override
  public Set<String> messageCodes() {
    return HashSet.of("mini.setup.king-count", "mini.setup.kings-adjacent", "mini.setup.off-board", "mini.setup.no-items",
        "mini.kings-touch", "mini.step");
  }

  /** A position of {@link EndlessKings}: two kings and whose turn it is. */
  public static final class Position implements GamePosition<Position> {
    private static final long[][] KING = new long[2][256];
    private static final long BLACK_TO_MOVE;

    static {
      SplittableRandom r = new SplittableRandom(0xE2D1E55L);
      for (int s = 0; s < 2; s++) {
        for (int i = 0; i < 256; i++) {
          KING[s][i] = r.nextLong();
        }
      }
      BLACK_TO_MOVE = r.nextLong();
    }

    private final EndlessKings game;
    private final Square whiteKing;
    private final Square blackKing;
    private final Side turn;
    private final int whiteTurns;
    private final int blackTurns;
    private final long hash;

    private Position(EndlessKings game, Square whiteKing, Square blackKing, Side turn, int whiteTurns,
        int blackTurns) {
      this.game = game;
      this.whiteKing = whiteKing;
      this.blackKing = blackKing;
      this.turn = turn;
      this.whiteTurns = whiteTurns;
      this.blackTurns = blackTurns;
      this.hash = KING[0][whiteKing.index()] ^ KING[1][blackKing.index()] ^ (turn == Side.BLACK ? BLACK_TO_MOVE : 0L);
    }

    static Position create(EndlessKings game, Square whiteKing, Square blackKing, Side turn, int whiteTurns,
        int blackTurns) {
      return new Position(game, whiteKing, blackKing, turn, whiteTurns, blackTurns);
    }

    @Override
    public EndlessKings game() {
      return game;
    }

    @Override
    public Side sideToMove() {
      return turn;
    }

    /**
     * The king of a side.
     *
     * @param side the side
     * @return its square
     */
    public Square king(Side side) {
      Objects.requireNonNull(side, "side");
      return side == Side.WHITE ? whiteKing : blackKing;
    }

    @Override
    public Seq<Move> legalMoves() {
      Square own = king(turn);
      Square other = king(turn.opposite());
      Array<Move> moves = Array.empty();
      for (int df = -1; df <= 1; df++) {
        for (int dr = -1; dr <= 1; dr++) {
          Option<Square> to = df == 0 && dr == 0 ? Option.none()
              : game.naming.board().offset(own, df, dr).filter(game.naming::names);
          if (to.isDefined() && to.get().distance(other) > 1) {
            moves = moves.append(Move.PieceMove.step(turn, Role.KING, own, to.get()));
          }
        }
      }
      // two kings that may not touch always leave each other a square on a full board; on the playing
      // squares of a draughts board a king in a corner may have none, and passes
      return moves.isEmpty() ? Array.of(Move.Pass.of(turn)) : moves;
    }

    @Override
    public Option<Outcome> outcome() {
      return Option.none();
    }

    @Override
    public Score score() {
      return Score.ZERO;
    }

    @Override
    public Score turns() {
      return Score.of(whiteTurns, blackTurns);
    }

    @Override
    public long hash() {
      return hash;
    }

    @Override
    public Setup toSetup() {
      return Setup.empty(turn)
          .withPiece(whiteKing, Piece.of(Side.WHITE, Role.KING))
          .withPiece(blackKing, Piece.of(Side.BLACK, Role.KING))
          .withField("white-moves", Integer.toString(whiteTurns))
          .withField("black-moves", Integer.toString(blackTurns));
    }

    @Override
    public Position playUnchecked(Move legalMove) {
      Objects.requireNonNull(legalMove, "legalMove");
      if (legalMove.isPass()) {
        return turn == Side.WHITE ? new Position(game, whiteKing, blackKing, Side.BLACK, whiteTurns + 1, blackTurns)
            : new Position(game, whiteKing, blackKing, Side.WHITE, whiteTurns, blackTurns + 1);
      }
      Square to = legalMove.destination().get();
      return turn == Side.WHITE
          ? new Position(game, to, blackKing, Side.BLACK, whiteTurns + 1, blackTurns)
          : new Position(game, whiteKing, to, Side.WHITE, whiteTurns, blackTurns + 1);
    }

    @Override
    public MoveRejection explain(Seq<Square> path) {
      Objects.requireNonNull(path, "path");
      if (path.size() < 2) {
        return new MoveRejection.Malformed(path, "MINI-2");
      }
      if (!path.forAll(game.naming::names)) {
        return MoveRejection.RuleBroken.of("mini.step", "MINI-2", path.head(), path.last());
      }
      Square from = path.head();
      if (from != whiteKing && from != blackKing) {
        return new MoveRejection.NoPiece(from);
      }
      if (from != king(turn)) {
        return new MoveRejection.NotYourPiece(from, Piece.of(turn.opposite(), Role.KING), "MINI-5");
      }
      Square to = path.last();
      if (path.size() != 2 || from.distance(to) != 1) {
        return MoveRejection.RuleBroken.of("mini.step", "MINI-2", from, to);
      }
      return MoveRejection.RuleBroken.of("mini.kings-touch", "MINI-3", to, king(turn.opposite()));
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Position p && p.whiteKing == whiteKing && p.blackKing == blackKing && p.turn == turn
          && p.whiteTurns == whiteTurns && p.blackTurns == blackTurns && p.game == game;
    }

    @Override
    public int hashCode() {
      return Long.hashCode(hash);
    }

    @Override
    public String toString() {
      return "EndlessKings[white " + whiteKing + ", black " + blackKing + ", " + turn + " to move]";
    }
  }
}
