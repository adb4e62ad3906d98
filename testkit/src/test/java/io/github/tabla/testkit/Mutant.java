package io.github.tabla.testkit;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.RepetitionRule;
import io.github.tabla.core.Score;
import io.github.tabla.core.Setup;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * MiniDiamonds behind a delegating wrapper whose behaviour one {@link Mutation} breaks: the testkit's
 * deliberately broken games. Every hook defaults to the correct MiniDiamonds answer.
 */
final class Mutant implements GameDefinition<Mutant.Pos> {

  /** What a mutant does differently; each hook's default is MiniDiamonds' own answer. */
  interface Mutation {
    default Seq<Move> legalMoves(Pos p) {
      return p.inner().legalMoves();
    }

    default Option<Outcome> outcome(Pos p) {
      return p.inner().outcome();
    }

    default Pos play(Pos p, Move m) {
      MiniPosition next = p.inner().playUnchecked(m);
      return new Pos(p.game, next, next.hash());
    }

    default Setup toSetup(Pos p) {
      return p.inner().toSetup();
    }

    default MoveRejection explain(Pos p, Seq<Square> path) {
      return p.inner().explain(path);
    }

    default boolean same(Pos a, Pos b) {
      return a.inner().equals(b.inner()) && a.hash == b.hash;
    }

    default int hashCode(Pos p) {
      return Long.hashCode(p.hash);
    }

    /** A fast perft kernel; none means the SPI's default count. */
    default Option<Long> perft(Pos p, int depth) {
      return Option.none();
    }

    default Option<Integer> maxPlies(Option<Integer> declared) {
      return declared;
    }

    default Option<RepetitionRule> repetitionRule() {
      return Option.none();
    }

    default ResourceBundle messages(Locale locale, ResourceBundle real) {
      return real;
    }

    default Validation<Seq<SetupProblem>, Pos> fromSetup(Mutant game, Setup setup) {
      return game.mini.fromSetup(setup).map(inner -> new Pos(game, inner, inner.hash()));
    }
  }

  final MiniDiamonds mini = new MiniDiamonds();
  final Mutation mutation;
  private final String id;

  Mutant(String id, Mutation mutation) {
    this.id = id;
    this.mutation = mutation;
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public Class<Pos> positionType() {
    return Pos.class;
  }

  @Override
  public Pos start() {
    MiniPosition s = mini.start();
    return new Pos(this, s, s.hash());
  }

  @Override
  public Validation<Seq<SetupProblem>, Pos> fromSetup(Setup setup) {
    return mutation.fromSetup(this, setup);
  }

  @Override
  public NotationSpec notation() {
    return mini.notation();
  }

  @Override
  public MatchFormat matchFormat() {
    return mini.matchFormat();
  }

  @Override
  public Option<Integer> maxPlies() {
    return mutation.maxPlies(mini.maxPlies());
  }

  @Override
  public Option<RepetitionRule> repetitionRule() {
    return mutation.repetitionRule();
  }

  @Override
  public Seq<Level> levels() {
    return mini.levels();
  }

  @Override
  public Robot<Pos> robot(Level level, long seed) {
    return MiniDiamonds.pointsRobot(level, seed);
  }

  @Override
  public ResourceBundle messages(Locale locale) {
    return mutation.messages(locale, mini.messages(locale));
  }

  @Override
  public Set<String> messageCodes() {
    return mini.messageCodes();
  }

  @Override
  public String toString() {
    return id;
  }

  /** A MiniDiamonds position in a (possibly mutable, for one mutant) box. */
  static final class Pos implements GamePosition<Pos> {
    final Mutant game;
    final MiniPosition[] box;
    final long hash;
    // only the thread-unsafe mutant uses it: a lazily computed, unsafely published field
    Array<Move> cache;

    Pos(Mutant game, MiniPosition inner, long hash) {
      this.game = game;
      this.box = new MiniPosition[] {inner};
      this.hash = hash;
    }

    MiniPosition inner() {
      return box[0];
    }

    @Override
    public Mutant game() {
      return game;
    }

    @Override
    public Side sideToMove() {
      return inner().sideToMove();
    }

    @Override
    public Seq<Move> legalMoves() {
      return game.mutation.legalMoves(this);
    }

    @Override
    public Option<Outcome> outcome() {
      return game.mutation.outcome(this);
    }

    @Override
    public Score score() {
      return inner().score();
    }

    @Override
    public Score turns() {
      return inner().turns();
    }

    @Override
    public long hash() {
      return hash;
    }

    @Override
    public Setup toSetup() {
      return game.mutation.toSetup(this);
    }

    @Override
    public Pos playUnchecked(Move legalMove) {
      return game.mutation.play(this, legalMove);
    }

    @Override
    public MoveRejection explain(Seq<Square> path) {
      return game.mutation.explain(this, path);
    }

    @Override
    public long perft(int depth) {
      Option<Long> kernel = depth < 0 ? Option.none() : game.mutation.perft(this, depth);
      return kernel.isDefined() ? kernel.get() : GamePosition.super.perft(depth);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Pos p && game.mutation.same(this, p);
    }

    @Override
    public int hashCode() {
      return game.mutation.hashCode(this);
    }

    @Override
    public String toString() {
      return "Mutant" + inner();
    }
  }
}
