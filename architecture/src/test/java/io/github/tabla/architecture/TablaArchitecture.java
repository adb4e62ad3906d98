package io.github.tabla.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.SlicesRuleDefinition;
import java.lang.module.ModuleDescriptor;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The dependency rules of DESIGN.md ("Allowed dependencies"), one rule per sentence, written for any
 * root package so that the same definitions run over Tabla's real classes ({@code io.github.tabla})
 * and over the fixtures that break them on purpose ({@code io.github.tabla.archfixture.*}).
 *
 * <p>Below a root {@code r} the modules are: {@code r.core}, each game {@code r.games.<name>},
 * {@code r.notation}, {@code r.diagram}, {@code r.testkit}, {@code r.cli} and {@code r.benchmarks}.
 *
 * <pre>{@code
 * TablaArchitecture.gamesNeverDependOnEachOther("io.github.tabla").check(classes);
 * }</pre>
 */
public final class TablaArchitecture {
  /**
   * The packages every module may use: the JDK, Vavr (the API vocabulary), JSpecify (nullness) and
   * apiguardian (the status of an API).
   */
  static final String[] EVERYONE_MAY_USE = {"java..", "io.vavr..", "org.jspecify..", "org.apiguardian.."};
  /** The test library the testkit exposes: JUnit (with its opentest4j failures). */
  static final String[] TEST_LIBRARIES = {"org.junit..", "org.opentest4j.."};
  /** Boxed primitive types: the kernel keeps numbers unboxed. */
  static final Set<String> BOXES = Set.of(Integer.class.getName(), Long.class.getName(), Short.class.getName(),
      Byte.class.getName(), Character.class.getName(), Boolean.class.getName(), Double.class.getName(),
      Float.class.getName());

  private TablaArchitecture() {}

  /**
   * Core depends on Vavr only (and the JDK and JSpecify annotations).
   *
   * @param root the root package, for example {@code io.github.tabla}
   * @return the rule
   */
  public static ArchRule coreDependsOnVavrOnly(String root) {
    return classes().that().resideInAPackage(root + ".core..")
        .should().onlyDependOnClassesThat().resideInAnyPackage(with(EVERYONE_MAY_USE, root + ".core.."))
        .as("core depends on Vavr only (" + root + ")")
        .because("DESIGN.md: `core` depends on Vavr only");
  }

  /**
   * Each game depends on core only (and the JDK, Vavr, JSpecify, and itself).
   *
   * @param root the root package
   * @return the rule
   */
  public static ArchRule gamesDependOnCoreOnly(String root) {
    return classes().that().resideInAPackage(root + ".games..")
        .should(onlyDependOnCoreAndTheirOwnGame(root))
        .as("games depend on core only (" + root + ")")
        .because("DESIGN.md: each `games/*` module depends on `core` only");
  }

  /**
   * Games never depend on each other.
   *
   * @param root the root package
   * @return the rule
   */
  public static ArchRule gamesNeverDependOnEachOther(String root) {
    return SlicesRuleDefinition.slices().matching(root + ".games.(*)..")
        .should().notDependOnEachOther()
        .as("games never depend on each other (" + root + ")")
        .because("DESIGN.md: games never depend on each other");
  }

  /**
   * Notation depends on core only: it turns text into a {@code Setup} or a square path, and the game
   * does the rest.
   *
   * @param root the root package
   * @return the rule
   */
  public static ArchRule notationDependsOnCoreOnly(String root) {
    return classes().that().resideInAPackage(root + ".notation..")
        .should().onlyDependOnClassesThat()
        .resideInAnyPackage(with(EVERYONE_MAY_USE, root + ".core..", root + ".notation.."))
        .as("notation depends on core only (" + root + ")")
        .because("DESIGN.md: `notation` depends on `core` only");
  }

  /**
   * The JSON view depends on core, notation (the position and move texts) and jackson-jr with the
   * jackson-core under it, never on a game.
   *
   * @param root the root package
   * @return the rule
   */
  public static ArchRule jsonDependsOnCoreNotationAndJackson(String root) {
    return classes().that().resideInAPackage(root + ".json..")
        .should().onlyDependOnClassesThat()
        .resideInAnyPackage(with(EVERYONE_MAY_USE, root + ".core..", root + ".notation..", root + ".json..",
            "com.fasterxml.jackson.core..", "com.fasterxml.jackson.jr.ob.."))
        .as("json depends on core, notation and jackson-jr only (" + root + ")")
        .because("the JSON view is the same for every game: it reads and writes through core's untyped facade");
  }

  /**
   * The web board depends on core, the JSON view, notation, diagrams and the JDK's HTTP server, never on a
   * game: it serves the games found.
   *
   * @param root the root package
   * @return the rule
   */
  public static ArchRule webDependsOnCoreJsonNotationDiagramAndTheJdk(String root) {
    return classes().that().resideInAPackage(root + ".web..")
        .should().onlyDependOnClassesThat()
        .resideInAnyPackage(with(EVERYONE_MAY_USE, root + ".core..", root + ".json..", root + ".notation..",
            root + ".diagram..", root + ".web..", "com.sun.net.httpserver.."))
        .as("web depends on core, json, notation, diagram and jdk.httpserver only (" + root + ")")
        .because("the web board serves the games found, and needs nothing the JDK does not have");
  }

  /**
   * Diagrams depend on core only: a diagram draws a {@code Setup} with the game's {@code NotationSpec},
   * and never sees a game or the notation module.
   *
   * @param root the root package
   * @return the rule
   */
  public static ArchRule diagramDependsOnCoreOnly(String root) {
    return classes().that().resideInAPackage(root + ".diagram..")
        .should().onlyDependOnClassesThat()
        .resideInAnyPackage(with(EVERYONE_MAY_USE, root + ".core..", root + ".diagram.."))
        .as("diagram depends on core only (" + root + ")")
        .because("README.md: `diagram` depends on `core` only, like `notation`");
  }

  /**
   * The testkit depends on core, notation and the test libraries it exposes.
   *
   * @param root the root package
   * @return the rule
   */
  public static ArchRule testkitDependsOnCoreNotationAndTestLibraries(String root) {
    return classes().that().resideInAPackage(root + ".testkit..")
        .should().onlyDependOnClassesThat().resideInAnyPackage(
            with(with(EVERYONE_MAY_USE, TEST_LIBRARIES), root + ".core..", root + ".notation..", root + ".testkit.."))
        .as("testkit depends on core, notation and test libraries (" + root + ")")
        .because("DESIGN.md: `testkit` depends on `core` (and `notation`), plus the test libraries it exposes");
  }

  /**
   * Nothing depends on the command line.
   *
   * @param root the root package
   * @return the rule
   */
  public static ArchRule nothingDependsOnCli(String root) {
    return noClasses().that().resideOutsideOfPackage(root + ".cli..")
        .should().dependOnClassesThat().resideInAPackage(root + ".cli..")
        .as("nothing depends on cli (" + root + ")")
        .because("DESIGN.md: nothing depends on `cli`");
  }

  /**
   * Nothing depends on the benchmarks.
   *
   * @param root the root package
   * @return the rule
   */
  public static ArchRule nothingDependsOnBenchmarks(String root) {
    return noClasses().that().resideOutsideOfPackage(root + ".benchmarks..")
        .should().dependOnClassesThat().resideInAPackage(root + ".benchmarks..")
        .as("nothing depends on benchmarks (" + root + ")")
        .because("DESIGN.md: nothing depends on `benchmarks`");
  }

  /**
   * An {@code ..internal..} package is used only by its own module, and by the benchmarks.
   *
   * @param root the root package
   * @return the rule
   */
  public static ArchRule internalPackagesStayInTheirModule(String root) {
    return classes().that().resideInAPackage(root + "..")
        .and().resideOutsideOfPackage(root + ".benchmarks..")
        .should(notUseAnotherModulesInternals(root))
        .as("internal packages stay in their module (" + root + ")")
        .because("DESIGN.md: `..internal..` packages are never used from another module except `benchmarks`");
  }

  /**
   * The kernel in {@code ..internal..} packages, the kernel contract ({@code ..kernel..}) and the engine
   * on it ({@code ..engine..}) use no Vavr, no streams and no {@code java.util} collections (nor their iterators).
   *
   * @param root the root package
   * @return the rule
   */
  public static ArchRule internalPackagesUseNoCollections(String root) {
    DescribedPredicate<JavaClass> collections = resideInAnyPackage("io.vavr..", "java.util.stream..")
        .or(assignableTo(Collection.class))
        .or(assignableTo(Map.class))
        .or(assignableTo(Iterator.class))
        .as("are Vavr, streams, or java.util collections, maps or iterators");
    return noClasses().that().resideInAnyPackage(root + "..internal..", root + "..kernel..", root + "..engine..")
        .should().dependOnClassesThat(collections)
        .as("internal packages use no Vavr, streams or collections (" + root + ")")
        .because("STYLE.md: the kernel works on primitives and reusable arrays");
  }

  /**
   * The kernel in {@code ..internal..}, {@code ..kernel..} and {@code ..engine..} packages neither boxes nor unboxes numbers: no
   * {@code Integer.valueOf}, {@code Long.valueOf}, {@code intValue()} and the like, which is what
   * the compiler writes for autoboxing.
   *
   * @param root the root package
   * @return the rule
   */
  public static ArchRule internalPackagesDoNotBox(String root) {
    DescribedPredicate<JavaMethodCall> boxing = describe("box or unbox a number",
        call -> BOXES.contains(call.getTargetOwner().getName())
            && (call.getName().equals("valueOf")
                || call.getName().endsWith("Value") && call.getTarget().getParameterTypes().isEmpty()));
    return noClasses().that().resideInAnyPackage(root + "..internal..", root + "..kernel..", root + "..engine..")
        .should().callMethodWhere(boxing)
        .as("internal packages do not box numbers (" + root + ")")
        .because("STYLE.md: no boxing in the kernel");
  }

  /**
   * A game's rules on primitives, its kernel (a class that implements {@code core.kernel.Kernel}), lives
   * in the game's {@code ..internal..} package, beside the rest of its primitive code, and nowhere else.
   *
   * @param root the root package
   * @return the rule
   */
  public static ArchRule kernelsLiveInTheirGamesInternalPackage(String root) {
    return classes().that().implement(root + ".core.kernel.Kernel")
        .should().resideInAPackage(root + ".games.*.internal..")
        .as("kernels live in their game's internal package (" + root + ")")
        .because("docs/architecture.md: every game's rules are written once, in its kernel");
  }

  /**
   * No game writes a search of its own for the Robot: a game's Robot plays with core's searches (the
   * engine on its kernel, {@code core.robot.KernelSearcher}, or {@code core.robot.Searcher}), so no game
   * class implements {@code core.robot.Search}; a game fills the engine's hooks instead.
   *
   * @param root the root package
   * @return the rule
   */
  public static ArchRule searchesAreCores(String root) {
    return noClasses().that().resideInAPackage(root + ".games..")
        .should().implement(root + ".core.robot.Search")
        .as("games fill the engine's hooks and write no search (" + root + ")")
        .because("docs/architecture.md: one search engine in core, hooks in the games");
  }

  /** The hooks a game fills on the engine ({@code core.engine}). */
  private static final List<String> HOOKS = List.of("StateEvaluator", "StateOrdering", "StateOracle", "StateBounds",
      "StateNoise", "StateRepetitions", "TableKey");

  /**
   * The engine's hooks are filled by the games: a class that implements one lives in a game's module
   * (its package, its {@code robot} or its {@code internal} package), or in {@code core.engine} itself
   * (the hooks' {@code NONE} values).
   *
   * @param root the root package
   * @return the rule
   */
  public static ArchRule hooksLiveInTheirGames(String root) {
    return classes().that(new DescribedPredicate<JavaClass>("implement a hook of " + root + ".core.engine") {
      @Override
      public boolean test(JavaClass c) {
        return c.getAllRawInterfaces().stream().anyMatch(i -> i.getPackageName().equals(root + ".core.engine")
            && HOOKS.contains(i.getSimpleName()));
      }
    }).should().resideInAnyPackage(root + ".games..", root + ".core.engine..")
        .as("the engine's hooks live in their games (" + root + ")")
        .because("docs/architecture.md: one search engine in core, hooks in the games");
  }

  /**
   * Every rule of this class for one root, in the order of DESIGN.md.
   *
   * @param root the root package
   * @return the rules
   */
  public static List<ArchRule> all(String root) {
    return List.of(coreDependsOnVavrOnly(root), gamesDependOnCoreOnly(root), gamesNeverDependOnEachOther(root),
        notationDependsOnCoreOnly(root), diagramDependsOnCoreOnly(root), jsonDependsOnCoreNotationAndJackson(root),
        webDependsOnCoreJsonNotationDiagramAndTheJdk(root),
        testkitDependsOnCoreNotationAndTestLibraries(root),
        nothingDependsOnCli(root), nothingDependsOnBenchmarks(root), internalPackagesStayInTheirModule(root),
        internalPackagesUseNoCollections(root), internalPackagesDoNotBox(root),
        kernelsLiveInTheirGamesInternalPackage(root), searchesAreCores(root), hooksLiveInTheirGames(root));
  }

  /**
   * The module a package belongs to below a root: {@code core}, {@code games.<name>},
   * {@code notation}, ...
   *
   * @param root the root package
   * @param packageName a package at or below the root
   * @return the module, or empty when the package is not below the root
   */
  public static Optional<String> moduleOf(String root, String packageName) {
    if (!packageName.startsWith(root + ".")) {
      return Optional.empty();
    }
    String[] parts = packageName.substring(root.length() + 1).split("\\.");
    if (parts[0].equals("games")) {
      return Optional.of(parts.length > 1 ? "games." + parts[1] : "games");
    }
    return Optional.of(parts[0]);
  }

  /**
   * The exports of a JPMS module that open an {@code ..internal..} package to other modules.
   *
   * @param module a module descriptor
   * @return the offending exports and opens, described; empty when there are none
   */
  public static List<String> exportedInternals(ModuleDescriptor module) {
    List<String> problems = new ArrayList<>();
    for (ModuleDescriptor.Exports e : module.exports()) {
      if (isInternal(e.source())) {
        problems.add(module.name() + " exports " + e.source());
      }
    }
    for (ModuleDescriptor.Opens o : module.opens()) {
      if (isInternal(o.source())) {
        problems.add(module.name() + " opens " + o.source());
      }
    }
    return problems;
  }

  private static boolean isInternal(String packageName) {
    return packageName.endsWith(".internal") || packageName.contains(".internal.");
  }

  private static ArchCondition<JavaClass> onlyDependOnCoreAndTheirOwnGame(String root) {
    DescribedPredicate<JavaClass> everyone = resideInAnyPackage(with(EVERYONE_MAY_USE, root + ".core.."));
    return new ArchCondition<>("only depend on core, the JDK, Vavr, JSpecify and their own game") {
      @Override
      public void check(JavaClass item, ConditionEvents events) {
        Optional<String> game = moduleOf(root, item.getPackageName());
        for (Dependency d : item.getDirectDependenciesFromSelf()) {
          JavaClass target = d.getTargetClass();
          boolean allowed = everyone.test(target)
              || game.isPresent() && game.equals(moduleOf(root, target.getPackageName()));
          if (!allowed) {
            events.add(SimpleConditionEvent.violated(d, d.getDescription()));
          }
        }
      }
    };
  }

  private static ArchCondition<JavaClass> notUseAnotherModulesInternals(String root) {
    return new ArchCondition<>("not use another module's internal packages") {
      @Override
      public void check(JavaClass item, ConditionEvents events) {
        Optional<String> module = moduleOf(root, item.getPackageName());
        for (Dependency d : item.getDirectDependenciesFromSelf()) {
          String target = d.getTargetClass().getPackageName();
          if (isInternal(target) && target.startsWith(root + ".") && !module.equals(moduleOf(root, target))) {
            events.add(SimpleConditionEvent.violated(d, d.getDescription()));
          }
        }
      }
    };
  }

  private static String[] with(String[] packages, String... more) {
    String[] all = new String[packages.length + more.length];
    System.arraycopy(packages, 0, all, 0, packages.length);
    System.arraycopy(more, 0, all, packages.length, more.length);
    return all;
  }

  /**
   * Leaves out classes of test jars ({@code *-tests.jar}, such as core's test-only game) and of test
   * output folders: {@link ImportOption.DoNotIncludeTests} knows the folders but not the jars.
   */
  public static final class DoNotIncludeTestJars implements ImportOption {
    private static final Pattern TEST_JAR = Pattern.compile(".*-tests\\.jar(!/.*)?|.*/test-classes/.*");

    @Override
    public boolean includes(Location location) {
      return !location.matches(TEST_JAR);
    }
  }
}
