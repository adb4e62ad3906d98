package io.github.tabla.testkit;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.kernel.KernelBinding;
import io.vavr.control.Option;
import java.util.SplittableRandom;

/** The runner's checks of the twelve properties, with the suite's settings. */
final class Checks {
  private Checks() {
  }

  static <P extends GamePosition<P>> Check<P> of(ConformanceProperty property, Conformance<P> suite,
      MessageTexts texts) {
    GameDefinition<P> game = suite.game();
    switch (property) {
      case LEGAL_MOVES:
        return Check.perPosition(property, (playout, ply) -> {
          P p = playout.positions().get(ply);
          Properties.legalMovesEmptyIffOutcome(p);
          Properties.legalMovesDeterministic(p);
        });
      case PLAY:
        return Check.perPosition(property, (playout, ply) -> Properties.everyLegalMovePlays(
            playout.positions().get(ply)));
      case ILLEGAL_CANDIDATES:
        return Check.perPosition(property, (playout, ply) -> {
          P p = playout.positions().get(ply);
          Properties.candidatesAnswered(p, Properties.call("making candidates",
              () -> Candidates.of(p, suite.seed(), suite.candidates())), texts);
        });
      case HASHING:
        return Check.perPosition(property, (playout, ply) -> {
          P p = playout.positions().get(ply);
          Properties.equalsAndHashCodeLaws(p);
          Properties.incrementalHashMatchesScratch(p);
          for (int i = 0; i < ply; i++) {
            Properties.equalPositionsHashEqual(playout.positions().get(i), p);
          }
        });
      case ROUND_TRIPS:
        return Check.perPosition(property, (playout, ply) -> {
          P p = playout.positions().get(ply);
          Properties.setupRoundTrips(p);
          for (PositionFormat<P> f : suite.positionFormat()) {
            Properties.positionTextRoundTrips(p, f);
          }
          for (MoveFormat<P> f : suite.moveFormat()) {
            Properties.moveTextsRoundTrip(p, f);
          }
        });
      case ROUND_ENDS:
        return roundEnds(suite, texts);
      case PERFT:
        return Check.perPosition(property, (playout, ply) -> Properties.perftAgrees(playout.positions().get(ply),
            suite.perftDepth(), suite.nodeCap()));
      case GAME_RECORD:
        return new Check<>(property) {
          @Override
          boolean local() {
            return false;
          }

          @Override
          Option<Violation> run(Playout<P> playout, int fromPly) {
            try {
              Properties.gameRecordAgrees(playout.start(), playout.moves());
            } catch (PropertyViolation v) {
              return Option.some(new Violation(Math.max(0, v.index()), String.valueOf(v.getMessage()), v.getCause()));
            } catch (AssertionError | RuntimeException e) {
              return Option.some(new Violation(playout.plies(), String.valueOf(e.getMessage()), e));
            }
            return errorOf(playout);
          }
        };
      case THREADS:
        return new Check<>(property) {
          @Override
          boolean local() {
            return false;
          }

          @Override
          boolean deterministic() {
            return false;
          }

          @Override
          Option<Violation> run(Playout<P> playout, int fromPly) {
            try {
              // a race is a matter of luck: give it a few rounds, each on positions nobody has asked yet
              for (int round = 0; round < 3; round++) {
                Properties.answersAgreeAcrossThreads(playout.replay(game.start()), suite.threads());
              }
            } catch (PropertyViolation v) {
              return Option.some(new Violation(Math.max(0, v.index()), String.valueOf(v.getMessage()), v.getCause()));
            } catch (AssertionError | RuntimeException e) {
              return Option.some(new Violation(playout.plies(), String.valueOf(e.getMessage()), e));
            }
            return errorOf(playout);
          }
        };
      case NULL_ARGUMENTS:
        // every fourth position and the last: reflection is slow next to the other checks, and the methods
        // refuse a null before they look at the position
        return Check.perPosition(property, (playout, ply) -> {
          if (ply % 4 == 0 || ply == playout.positions().size() - 1) {
            Properties.nullArgumentsRefused(playout.positions().get(ply), ply == 0);
          }
        });
      case KERNEL:
        return Check.perPosition(property, (playout, ply) -> {
          for (KernelBinding<P> binding : game.kernel()) {
            Properties.kernelAgrees(playout.positions().get(ply), binding, Math.min(2, suite.perftDepth()));
          }
        });
      default:
        return Check.perPosition(property, (playout, ply) -> {
          P p = playout.positions().get(ply);
          long mix = suite.seed() ^ (p.hash() * 0x9E3779B97F4A7C15L);
          for (int k = 0; k < suite.setupsPerPosition(); k++) {
            MutatedSetup m = SetupMutation.mutate(p.toSetup(), new SplittableRandom(mix + k), 3);
            Properties.setupValidated(game, m, texts);
          }
          Properties.offBoardRefused(game, p.toSetup(), texts);
        });
    }
  }

  private static <P extends GamePosition<P>> Check<P> roundEnds(Conformance<P> suite, MessageTexts texts) {
    Option<Integer> maxPlies = suite.game().maxPlies();
    Check<P> positions = Check.perPosition(ConformanceProperty.ROUND_ENDS, (playout, ply) -> {
      P p = playout.positions().get(ply);
      Properties.scoreAgreesWithOutcome(p, suite.maxScore(), texts);
      if (ply > 0) {
        Properties.turnsAdvance(playout.positions().get(ply - 1), playout.moves().get(ply - 1), p);
      }
      if (maxPlies.isDefined() && ply == maxPlies.get()) {
        Properties.roundEndsWithin(playout.positions(), maxPlies.get());
      }
    });
    return new Check<>(ConformanceProperty.ROUND_ENDS) {
      @Override
      boolean toTheEnd() {
        return true;
      }

      @Override
      Option<Violation> run(Playout<P> playout, int fromPly) {
        return positions.run(playout, fromPly);
      }
    };
  }
}
