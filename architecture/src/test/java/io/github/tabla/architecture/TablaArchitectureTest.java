package io.github.tabla.architecture;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The dependency rules of DESIGN.md over Tabla's real classes: every module on this module's test
 * class path (add each new module to the pom), without test classes or test jars.
 *
 * <p>Modules that do not exist yet (games, notation, cli) leave some rules with nothing to check,
 * so these rules allow an empty selection; the fixtures in {@link TablaArchitectureFixtureTest}
 * prove each rule does fail on a violation.
 */
@AnalyzeClasses(packages = TablaArchitectureTest.TABLA,
    importOptions = {ImportOption.DoNotIncludeTests.class, TablaArchitecture.DoNotIncludeTestJars.class})
class TablaArchitectureTest {
  static final String TABLA = "io.github.tabla";

  @ArchTest
  static final ArchRule core_depends_on_vavr_only = real(TablaArchitecture.coreDependsOnVavrOnly(TABLA));

  @ArchTest
  static final ArchRule games_depend_on_core_only = real(TablaArchitecture.gamesDependOnCoreOnly(TABLA));

  @ArchTest
  static final ArchRule games_never_depend_on_each_other =
      real(TablaArchitecture.gamesNeverDependOnEachOther(TABLA));

  @ArchTest
  static final ArchRule notation_depends_on_core_only = real(TablaArchitecture.notationDependsOnCoreOnly(TABLA));

  @ArchTest
  static final ArchRule diagram_depends_on_core_only = real(TablaArchitecture.diagramDependsOnCoreOnly(TABLA));

  @ArchTest
  static final ArchRule testkit_depends_on_core_notation_and_test_libraries =
      real(TablaArchitecture.testkitDependsOnCoreNotationAndTestLibraries(TABLA));

  @ArchTest
  static final ArchRule json_depends_on_core_notation_and_jackson =
      real(TablaArchitecture.jsonDependsOnCoreNotationAndJackson(TABLA));

  @ArchTest
  static final ArchRule web_depends_on_core_json_notation_diagram_and_the_jdk =
      real(TablaArchitecture.webDependsOnCoreJsonNotationDiagramAndTheJdk(TABLA));

  /**
   * The stability contract: every public type a user can reach in a published module says how stable it is
   * (apiguardian's {@code @API}, since 0.1): the game SPI and the values {@code STABLE}, the Robot's hooks,
   * the kernel, the engine, the JSON view and the web board {@code EXPERIMENTAL}.
   */
  @ArchTest
  static final ArchRule every_published_public_type_has_an_api_status = com.tngtech.archunit.lang.syntax.ArchRuleDefinition
      .classes().that().arePublic().and().areTopLevelClasses()
      .and().resideInAnyPackage(TABLA + ".core..", TABLA + ".notation..", TABLA + ".diagram..", TABLA + ".testkit..",
          TABLA + ".json..", TABLA + ".web..", TABLA + ".games..")
      .and().resideOutsideOfPackages("..internal..")
      .should(new com.tngtech.archunit.lang.ArchCondition<JavaClass>("carry @API(status = ..., since = \"0.1\")") {
        @Override
        public void check(JavaClass c, com.tngtech.archunit.lang.ConditionEvents events) {
          boolean ok = c.isAnnotatedWith(org.apiguardian.api.API.class)
              && c.getAnnotationOfType(org.apiguardian.api.API.class).since().equals("0.1");
          if (!ok) {
            events.add(com.tngtech.archunit.lang.SimpleConditionEvent.violated(c, c.getName()
                + " has no @API(status = ..., since = \"0.1\")"));
          }
        }
      })
      .because("a published type says whether users may rely on it (README, the guide's stability section)");

  @ArchTest
  static final ArchRule nothing_depends_on_cli = real(TablaArchitecture.nothingDependsOnCli(TABLA));

  @ArchTest
  static final ArchRule nothing_depends_on_benchmarks = real(TablaArchitecture.nothingDependsOnBenchmarks(TABLA));

  @ArchTest
  static final ArchRule internal_packages_stay_in_their_module =
      real(TablaArchitecture.internalPackagesStayInTheirModule(TABLA));

  @ArchTest
  static final ArchRule internal_packages_use_no_vavr_streams_or_collections =
      real(TablaArchitecture.internalPackagesUseNoCollections(TABLA));

  @ArchTest
  static final ArchRule internal_packages_do_not_box_numbers =
      real(TablaArchitecture.internalPackagesDoNotBox(TABLA));

  @ArchTest
  static final ArchRule kernels_live_in_their_games_internal_package =
      real(TablaArchitecture.kernelsLiveInTheirGamesInternalPackage(TABLA));

  @ArchTest
  static final ArchRule games_fill_the_engines_hooks_and_write_no_search =
      real(TablaArchitecture.searchesAreCores(TABLA));

  @ArchTest
  static final ArchRule the_engines_hooks_live_in_their_games =
      real(TablaArchitecture.hooksLiveInTheirGames(TABLA));

  private static ArchRule real(ArchRule rule) {
    return rule.allowEmptyShould(true);
  }

  /** Rules that may see nothing are only worth something if the import sees the modules. */
  @ArchTest
  static void the_import_sees_the_modules_main_classes(JavaClasses classes) {
    assertTrue(classes.containPackage("io.github.tabla.core"), "core's classes are not imported");
    assertTrue(classes.contain("io.github.tabla.core.Messages"), "core's classes are not imported");
    // the testkit's published suites are main classes even when named *Test; its own tests are not
    assertFalse(classes.stream().anyMatch(c -> c.getSource().map(s -> s.getUri().toString().contains("/test-classes/"))
        .orElse(false)), "classes from a test-classes folder were imported");
    for (JavaClass c : classes) {
      assertFalse(c.getPackageName().startsWith("io.github.tabla.archfixture")
          || c.getPackageName().startsWith("io.github.tabla.architecture")
          || c.getPackageName().startsWith("io.github.tabla.testgames"),
          "a test class was imported: " + c.getName());
    }
  }
}
