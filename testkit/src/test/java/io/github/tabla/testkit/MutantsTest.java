package io.github.tabla.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.SetupCode;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.testgames.MiniPosition;
import io.github.tabla.testkit.Mutant.Mutation;
import io.github.tabla.testkit.Mutant.Pos;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * One deliberately broken MiniDiamonds per property: each test shows that its property fails, and
 * that the failure is reported as the shrunk move sequence, predicted from the way the mutant breaks.
 */
class MutantsTest {

  // ---------------------------------------------------------------- 1

  @Test
  void p1_anOutcomeForgottenAtTheMoveLimitIsReportedAfterTenPlies() {
    Mutant game = new Mutant("forgets-the-move-limit", new Mutation() {
      @Override
      public Option<Outcome> outcome(Pos p) {
        return p.inner().outcome().filter(o -> !o.termination().code().equals("mini.end.move-limit"));
      }
    });
    ConformanceFailure f = failure(Conformance.of(game), ConformanceProperty.LEGAL_MOVES);
    // the move limit is reached after exactly ten plies; the first legal move at every ply gets there
    assertMoves(f, firstMoves(game, 10));
    assertTrue(f.problem().contains("legalMoves() is empty but outcome() is none"), f.problem());
  }

  // ---------------------------------------------------------------- 2

  @Test
  void p2_aPlayThatChangesItsReceiverIsReportedWhereBlackCanFirstTakeADiamond() {
    Mutant game = new Mutant("plays-in-place", new Mutation() {
      @Override
      public Pos play(Pos p, Move m) {
        MiniPosition next = p.inner().playUnchecked(m);
        if (p.sideToMove() == Side.BLACK && next.score().black() > p.inner().score().black()) {
          p.box[0] = next; // the bug: Black's capture is played on the receiver itself
          return p;
        }
        return new Pos(p.game, next, next.hash());
      }
    });
    ConformanceFailure f = failure(Conformance.of(game), ConformanceProperty.PLAY);
    // after any White move Black may take c3; b1 is White's first legal move
    assertMoves(f, "a1-b1");
    assertTrue(f.isShortest());
  }

  // ---------------------------------------------------------------- 3

  @Test
  void p3_anExplainThatThrowsIsReportedWhereTheKingsCanFirstTouch() {
    Mutant game = new Mutant("explain-throws", new Mutation() {
      @Override
      public MoveRejection explain(Pos p, Seq<Square> path) {
        MoveRejection why = p.inner().explain(path);
        if (why.code().equals("mini.kings-touch")) {
          throw new IllegalStateException("kings-touch is not explained yet");
        }
        return why;
      }
    });
    ConformanceFailure f = failure(Conformance.of(game), ConformanceProperty.ILLEGAL_CANDIDATES);
    // only a1-b2 brings the kings two squares apart: then Black's d4-c3 would touch
    assertMoves(f, "a1-b2");
    assertTrue(f.problem().contains("threw java.lang.IllegalStateException"), f.problem());
    assertTrue(f.isShortest());
  }

  @Test
  void p3_aCodeMissingFromTheHebrewBundleIsReportedWhereItIsFirstNeeded() {
    Mutant game = new Mutant("hebrew-misses-off-board", new Mutation() {
      @Override
      public ResourceBundle messages(Locale locale, ResourceBundle real) {
        return locale.getLanguage().equals("he") ? new Without(real, "mini.off-board", locale) : real;
      }
    });
    ConformanceFailure f = failure(Conformance.of(game), ConformanceProperty.ILLEGAL_CANDIDATES);
    // White's king on a1 cannot step off the a1..d4 board; Black's on d4 can, once it is Black's turn
    assertMoves(f, "a1-b1");
    assertTrue(f.problem().contains("he: mini.off-board"), f.problem());
  }

  // ---------------------------------------------------------------- 4

  @Test
  void p4_aWrongIncrementalHashIsReportedAtBlacksFirstDiamond() {
    Mutant game = new Mutant("wrong-incremental-hash", new Mutation() {
      @Override
      public Pos play(Pos p, Move m) {
        MiniPosition next = p.inner().playUnchecked(m);
        boolean blackTook = p.sideToMove() == Side.BLACK && next.score().black() > p.inner().score().black();
        // the key is kept incrementally, and Black's diamond is XORed in with the wrong number
        long h = p.hash ^ p.inner().hash() ^ next.hash() ^ (blackTook ? 0x5EEDL : 0L);
        return new Pos(p.game, next, h);
      }
    });
    ConformanceFailure f = failure(Conformance.of(game), ConformanceProperty.HASHING);
    assertMoves(f, "a1-b1", "d4-c3");
    assertTrue(f.problem().contains("computed from scratch"), f.problem());
    assertTrue(f.isShortest());
  }

  @Test
  void p4_anEqualsThatIgnoresTheCountersIsReportedAtTheFirstReturn() {
    Mutant game = new Mutant("equals-ignores-counters", new Mutation() {
      @Override
      public boolean same(Pos a, Pos b) {
        return sameBoard(a, b);
      }
    });
    ConformanceFailure f = failure(Conformance.of(game), ConformanceProperty.HASHING);
    // both kings step out and back: the shortest way to meet an "equal" position with other counters
    assertReturnsAfterFourPlies(f);
    assertTrue(f.problem().contains("equal positions have different hash()"), f.problem());
  }

  // ---------------------------------------------------------------- 5

  @Test
  void p5_aSetupThatLosesBlacksPointsIsReportedAtBlacksFirstDiamond() {
    Mutant game = new Mutant("setup-loses-black-points", new Mutation() {
      @Override
      public Setup toSetup(Pos p) {
        Setup s = p.inner().toSetup();
        return new Setup(s.placements(), s.items(), s.turn(), s.fields().remove("black-points"));
      }
    });
    ConformanceFailure f = failure(Conformance.of(game), ConformanceProperty.ROUND_TRIPS);
    assertMoves(f, "a1-b1", "d4-c3");
    assertTrue(f.isShortest());
  }

  @Test
  void p5_aMoveTextThatDoesNotRoundTripIsReportedAtBlacksFirstMove() {
    Mutant game = new Mutant("mini", new Mutation() {
    });
    MoveFormat<Pos> destinationOnlyForBlack = MoveFormat.<Pos>of(
        (p, m) -> m.side() == Side.BLACK ? m.destination().get().text() : m.toString(), MoveReader.squares());
    ConformanceFailure f = failure(Conformance.of(game).withMoveFormat(destinationOnlyForBlack),
        ConformanceProperty.ROUND_TRIPS);
    assertMoves(f, "a1-b1");
    assertTrue(f.problem().contains("the move text \"c3\""), f.problem());
  }

  @Test
  void p5_aPositionTextThatForgetsTheTurnIsReportedAtBlacksFirstTurn() {
    Mutant game = new Mutant("mini", new Mutation() {
    });
    PositionFormat<Pos> whiteAlways = PositionFormat.of(MiniText::write, text -> MiniText.read(text)
        .map(s -> s.withTurn(Side.WHITE))
        .flatMap(s -> game.fromSetup(s).toEither().mapLeft(Object::toString)));
    ConformanceFailure f = failure(Conformance.of(game).withPositionFormat(whiteAlways),
        ConformanceProperty.ROUND_TRIPS);
    assertMoves(f, "a1-b1");
    // with Black to move after a1-b1, the forced White turn no longer fits the move counters
    assertTrue(f.problem().contains("does not read back"), f.problem());
    assertTrue(f.problem().contains(SetupCode.TURN_ORDER.key()), f.problem());
  }

  // ---------------------------------------------------------------- 6

  @Test
  void p6_aRoundLongerThanTheDeclaredMaximumIsReportedAtThatMaximum() {
    Mutant game = new Mutant("declares-8-plies", new Mutation() {
      @Override
      public Option<Integer> maxPlies(Option<Integer> declared) {
        return Option.some(8);
      }
    });
    ConformanceFailure f = failure(Conformance.of(game), ConformanceProperty.ROUND_ENDS);
    // every round lasts ten plies unless the diamonds run out; the first moves do not take them all
    assertMoves(f, firstMoves(game, 8));
    assertTrue(f.problem().contains("not over after 8 plies"), f.problem());
  }

  // ---------------------------------------------------------------- 7

  @Test
  void p7_aMissingLegalMoveIsReportedWhereTheKernelAndTheTypedCountFirstDisagree() {
    Mutant game = new Mutant("drops-a-move", new Mutation() {
      @Override
      public Seq<Move> legalMoves(Pos p) {
        Seq<Move> all = p.inner().legalMoves();
        // the typed generator forgets the last move once Black has a point; the kernel does not
        return p.inner().score().black() > 0 && all.size() > 1 ? all.init() : all;
      }

      @Override
      public Option<Long> perft(Pos p, int depth) {
        return Option.some(p.inner().perft(depth));
      }
    });
    ConformanceFailure f = failure(Conformance.of(game).withPerftDepth(2), ConformanceProperty.PERFT);
    // perft(2) after a1-b1 reaches d4-c3, Black's first point
    assertMoves(f, "a1-b1");
    assertTrue(f.problem().contains("perft(2)"), f.problem());
    assertTrue(f.isShortest());
  }

  // ---------------------------------------------------------------- 8

  @Test
  void p8_anIdentityHashCodeBreaksOccurrenceCountingAtTheFirstMove() {
    Mutant game = new Mutant("identity-hash-code", new Mutation() {
      @Override
      public int hashCode(Pos p) {
        return System.identityHashCode(p);
      }
    });
    ConformanceFailure f = failure(Conformance.of(game), ConformanceProperty.GAME_RECORD);
    // the record and the replay make their own, equal, positions from the first move on; the record
    // keys its counts by hashCode, so it cannot find the replay's position
    assertMoves(f, "a1-b1");
    assertTrue(f.problem().contains("occurrences(current) is 0 but the position occurred 1 times"), f.problem());
    assertTrue(f.isShortest());
  }

  // ---------------------------------------------------------------- 9

  @Test
  void p9_aLazilyCachedFieldPublishedUnsafelyIsReportedAtTheStart() {
    Mutant game = new Mutant("unsafe-lazy-legal-moves", new Mutation() {
      @Override
      public Seq<Move> legalMoves(Pos p) {
        Array<Move> cached = p.cache;
        if (cached != null) {
          return cached;
        }
        // the bug: the cache is published while it is being filled
        Array<Move> building = Array.empty();
        p.cache = building;
        for (Move m : p.inner().legalMoves()) {
          building = building.append(m);
          p.cache = building;
          LockSupport.parkNanos(500_000L);
        }
        return building;
      }
    });
    ConformanceFailure f = failure(Conformance.of(game), ConformanceProperty.THREADS);
    assertMoves(f);
    assertTrue(f.problem().contains("a thread saw"), f.problem());
  }

  // ---------------------------------------------------------------- setup validation

  @Test
  void setupValidation_aFromSetupThatAssumesAWhiteKingIsReportedAtTheStart() {
    Mutant game = new Mutant("assumes-a-white-king", new Mutation() {
      @Override
      public Validation<Seq<SetupProblem>, Pos> fromSetup(Mutant g, Setup setup) {
        // the bug: the white king is looked up before the setup is validated
        Square whiteKing = setup.placements().find(p -> p.piece().equals(Piece.of(Side.WHITE, Role.KING))).get().square();
        return whiteKing.index() < 0 ? Validation.invalid(Array.empty()) : Mutation.super.fromSetup(g, setup);
      }
    });
    ConformanceFailure f = failure(Conformance.of(game).withSetupsPerPosition(20), ConformanceProperty.SETUP_VALIDATION);
    assertMoves(f);
    assertTrue(f.problem().contains("NoSuchElementException"), f.problem());
  }

  // ---------------------------------------------------------------- 11

  @Test
  void p11_anExplainThatAnswersANullPathIsReportedAtTheStart() {
    Mutant game = new Mutant("explains-a-null-path", new Mutation() {
      @Override
      public MoveRejection explain(Pos p, Seq<Square> path) {
        // the bug: a null path is taken for a pass instead of being refused
        return Mutation.super.explain(p, path == null ? Array.empty() : path);
      }
    });
    ConformanceFailure f = failure(Conformance.of(game), ConformanceProperty.NULL_ARGUMENTS);
    assertMoves(f);
    assertTrue(f.problem().contains("explain(Seq), path null: accepted it and returned"), f.problem());
  }

  // ---------------------------------------------------------------- the report

  @Test
  void aFailureIsReproducibleFromItsSeed() {
    Mutant game = new Mutant("equals-ignores-counters", new Mutation() {
      @Override
      public boolean same(Pos a, Pos b) {
        return sameBoard(a, b);
      }
    });
    ConformanceFailure first = failure(Conformance.of(game).withSeed(7L), ConformanceProperty.HASHING);
    ConformanceFailure again = failure(Conformance.of(game).withSeed(7L), ConformanceProperty.HASHING);
    assertEquals(first.getMessage(), again.getMessage());
    assertEquals(7L, first.seed());
    assertTrue(first.getMessage().contains("-Dtabla.seed=7"), first.getMessage());
    assertTrue(first.getMessage().contains("breaks property 4 equals-and-hash"), first.getMessage());
  }

  @Test
  void theReportWritesMovesWithTheSuppliedWriter() {
    Mutant game = new Mutant("wrong-incremental-hash", new Mutation() {
      @Override
      public Pos play(Pos p, Move m) {
        MiniPosition next = p.inner().playUnchecked(m);
        boolean blackTook = p.sideToMove() == Side.BLACK && next.score().black() > p.inner().score().black();
        return new Pos(p.game, next, p.hash ^ p.inner().hash() ^ next.hash() ^ (blackTook ? 1L : 0L));
      }
    });
    MoveWriter<Pos> kingLetters = (p, m) -> "K" + m;
    ConformanceFailure f = failure(Conformance.of(game).withMoveWriter(kingLetters), ConformanceProperty.HASHING);
    assertMoves(f, "Ka1-b1", "Kd4-c3");
  }

  // ---------------------------------------------------------------- helpers

  static ConformanceFailure failure(Conformance<Pos> suite, ConformanceProperty property) {
    ConformanceFailure f = assertThrows(ConformanceFailure.class, () -> suite.check(property));
    assertEquals(property, f.property());
    assertEquals(suite.game().id(), f.gameId());
    assertTrue(f.getMessage().contains("seed: " + suite.seed()), f.getMessage());
    return f;
  }

  static void assertMoves(ConformanceFailure f, String... moves) {
    assertEquals(List.of(moves), f.moveTexts().toJavaList(), f.getMessage());
    String shown = moves.length == 0 ? "(none: the start position)" : String.join(" ", moves);
    assertTrue(f.getMessage().contains(shown), f.getMessage());
  }

  /** The first legal move at each of the first plies. */
  static String[] firstMoves(Mutant game, int plies) {
    return Playout.of(game.mini.start(), new int[plies]).moves().map(Move::toString).toJavaArray(String[]::new);
  }

  /** Both kings step out and straight back: the shortest sequence that meets a board seen before. */
  static void assertReturnsAfterFourPlies(ConformanceFailure f) {
    Seq<Move> m = f.moves();
    assertEquals(4, m.size(), f.getMessage());
    assertEquals(m.get(0).path().reverse(), m.get(2).path(), f.getMessage());
    assertEquals(m.get(1).path().reverse(), m.get(3).path(), f.getMessage());
    assertTrue(f.isShortest(), f.getMessage());
  }

  /** Equal kings, diamonds, points and side to move: everything but the move counters. */
  static boolean sameBoard(Pos a, Pos b) {
    MiniPosition x = a.inner();
    MiniPosition y = b.inner();
    return x.king(Side.WHITE) == y.king(Side.WHITE) && x.king(Side.BLACK) == y.king(Side.BLACK)
        && x.diamonds().equals(y.diamonds()) && x.score().equals(y.score()) && x.sideToMove() == y.sideToMove();
  }

  /** A bundle without one code, in its own language, as a forgotten line in a properties file. */
  static final class Without extends ResourceBundle {
    private final ResourceBundle real;
    private final String code;
    private final Locale locale;

    Without(ResourceBundle real, String code, Locale locale) {
      this.real = real;
      this.code = code;
      this.locale = locale;
    }

    @Override
    protected Object handleGetObject(String key) {
      return key.equals(code) || !real.containsKey(key) ? null : real.getObject(key);
    }

    @Override
    protected Set<String> handleKeySet() {
      return real.keySet().stream().filter(k -> !k.equals(code)).collect(Collectors.toSet());
    }

    @Override
    public Enumeration<String> getKeys() {
      return Collections.enumeration(handleKeySet());
    }

    @Override
    public Locale getLocale() {
      return locale;
    }
  }
}
