package io.github.tabla.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Each rule of {@link TablaArchitecture} against fixtures: it passes on a clean miniature of Tabla
 * ({@code archfixture.clean}) and fails on a miniature that breaks every rule on purpose
 * ({@code archfixture.broken}), reporting exactly the classes that break that rule and no others.
 */
class TablaArchitectureFixtureTest {
  private static final String CLEAN = "io.github.tabla.archfixture.clean";
  private static final String BROKEN = "io.github.tabla.archfixture.broken";
  private static final JavaClasses CLEAN_CLASSES = new ClassFileImporter().importPackages(CLEAN);
  private static final JavaClasses BROKEN_CLASSES = new ClassFileImporter().importPackages(BROKEN);
  // the first <...> of a violation line names where the dependency starts: a class, method or field
  private static final Pattern ORIGIN = Pattern.compile("<([^>]*)>");

  /** The simple names of the broken fixture classes a rule reports. */
  private static Set<String> violators(Function<String, ArchRule> rule) {
    EvaluationResult result = rule.apply(BROKEN).evaluate(BROKEN_CLASSES);
    assertTrue(result.hasViolation(), "the rule found nothing wrong");
    Set<String> names = new TreeSet<>();
    for (String detail : result.getFailureReport().getDetails()) {
      for (String line : detail.split("\n")) {
        Matcher m = ORIGIN.matcher(line);
        if (m.find()) {
          String origin = m.group(1);
          Optional<JavaClass> owner = BROKEN_CLASSES.stream()
              .filter(c -> origin.equals(c.getName()) || origin.startsWith(c.getName() + ".")
                  || origin.startsWith(c.getName() + "$"))
              .findFirst();
          assertTrue(owner.isPresent(), "not a fixture class: " + line);
          names.add(owner.get().getSimpleName());
        }
      }
    }
    return names;
  }

  private static void passesOnTheCleanFixture(Function<String, ArchRule> rule) {
    // no allowEmptyShould here: the clean fixture has every kind of module, so each rule sees classes
    rule.apply(CLEAN).check(CLEAN_CLASSES);
  }

  @Test
  void theFixturesAreImported() {
    assertTrue(CLEAN_CLASSES.size() >= 9, "clean: " + CLEAN_CLASSES.size());
    assertTrue(BROKEN_CLASSES.size() >= 20, "broken: " + BROKEN_CLASSES.size());
  }

  @Test
  void coreDependsOnVavrOnly() {
    passesOnTheCleanFixture(TablaArchitecture::coreDependsOnVavrOnly);
    assertEquals(Set.of("CoreUsesGame"), violators(TablaArchitecture::coreDependsOnVavrOnly));
  }

  @Test
  void gamesDependOnCoreOnly() {
    passesOnTheCleanFixture(TablaArchitecture::gamesDependOnCoreOnly);
    assertEquals(Set.of("AlphaUsesBeta", "BetaUsesCli", "BetaUsesNotation"),
        violators(TablaArchitecture::gamesDependOnCoreOnly));
  }

  @Test
  void gamesNeverDependOnEachOther() {
    passesOnTheCleanFixture(TablaArchitecture::gamesNeverDependOnEachOther);
    assertEquals(Set.of("AlphaUsesBeta"), violators(TablaArchitecture::gamesNeverDependOnEachOther));
  }

  @Test
  void notationDependsOnCoreOnly() {
    passesOnTheCleanFixture(TablaArchitecture::notationDependsOnCoreOnly);
    assertEquals(Set.of("NotationUsesBenchmarks", "NotationUsesGame"),
        violators(TablaArchitecture::notationDependsOnCoreOnly));
  }

  @Test
  void diagramDependsOnCoreOnly() {
    passesOnTheCleanFixture(TablaArchitecture::diagramDependsOnCoreOnly);
    assertEquals(Set.of("DiagramUsesGame", "DiagramUsesNotation"),
        violators(TablaArchitecture::diagramDependsOnCoreOnly));
  }

  @Test
  void testkitDependsOnCoreNotationAndTestLibraries() {
    passesOnTheCleanFixture(TablaArchitecture::testkitDependsOnCoreNotationAndTestLibraries);
    assertEquals(Set.of("TestkitUsesGame"),
        violators(TablaArchitecture::testkitDependsOnCoreNotationAndTestLibraries));
  }

  @Test
  void nothingDependsOnCli() {
    passesOnTheCleanFixture(TablaArchitecture::nothingDependsOnCli);
    assertEquals(Set.of("BetaUsesCli"), violators(TablaArchitecture::nothingDependsOnCli));
  }

  @Test
  void nothingDependsOnBenchmarks() {
    passesOnTheCleanFixture(TablaArchitecture::nothingDependsOnBenchmarks);
    assertEquals(Set.of("NotationUsesBenchmarks"), violators(TablaArchitecture::nothingDependsOnBenchmarks));
  }

  @Test
  void internalPackagesStayInTheirModuleExceptForTheBenchmarks() {
    passesOnTheCleanFixture(TablaArchitecture::internalPackagesStayInTheirModule);
    assertEquals(Set.of("AlphaUsesCoreInternal", "CliUsesInternal"),
        violators(TablaArchitecture::internalPackagesStayInTheirModule));
  }

  @Test
  void internalPackagesUseNoVavrStreamsOrCollections() {
    passesOnTheCleanFixture(TablaArchitecture::internalPackagesUseNoCollections);
    assertEquals(Set.of("ListKernel", "MapKernel", "StreamKernel", "VavrKernel"),
        violators(TablaArchitecture::internalPackagesUseNoCollections));
  }

  @Test
  void internalPackagesDoNotBoxNumbers() {
    passesOnTheCleanFixture(TablaArchitecture::internalPackagesDoNotBox);
    assertEquals(Set.of("BoxingKernel"), violators(TablaArchitecture::internalPackagesDoNotBox));
  }

  @Test
  void kernelsLiveInTheirGamesInternalPackage() {
    passesOnTheCleanFixture(TablaArchitecture::kernelsLiveInTheirGamesInternalPackage);
    assertEquals(Set.of("AlphaOpenKernel"), violators(TablaArchitecture::kernelsLiveInTheirGamesInternalPackage));
  }

  @Test
  void gamesFillTheEnginesHooksAndWriteNoSearch() {
    passesOnTheCleanFixture(TablaArchitecture::searchesAreCores);
    assertEquals(Set.of("AlphaSearch"), violators(TablaArchitecture::searchesAreCores));
  }

  @Test
  void hooksLiveInTheirGames() {
    passesOnTheCleanFixture(TablaArchitecture::hooksLiveInTheirGames);
    assertEquals(Set.of("CliEvaluator"), violators(TablaArchitecture::hooksLiveInTheirGames));
  }

  @Test
  void checkingABrokenFixtureThrowsAnAssertionError() {
    for (ArchRule rule : TablaArchitecture.all(BROKEN)) {
      assertThrows(AssertionError.class, () -> rule.check(BROKEN_CLASSES), rule.getDescription());
    }
    for (ArchRule rule : TablaArchitecture.all(CLEAN)) {
      assertFalse(rule.evaluate(CLEAN_CLASSES).hasViolation(), rule.getDescription());
    }
  }

  @Test
  void aModuleIsTheFirstPackageBelowTheRootOrAGame() {
    assertEquals(Optional.of("core"), TablaArchitecture.moduleOf("io.github.tabla", "io.github.tabla.core.internal"));
    assertEquals(Optional.of("games.draughts"),
        TablaArchitecture.moduleOf("io.github.tabla", "io.github.tabla.games.draughts.capture.internal"));
    assertEquals(Optional.empty(), TablaArchitecture.moduleOf("io.github.tabla", "io.vavr.collection"));
  }
}
