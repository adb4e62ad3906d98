package io.github.tabla.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * DESIGN.md: internal packages are not exported from the JPMS module. Reads the module descriptor of
 * every Tabla module on the class path, and checks that every module of the reactor is there, so
 * that a new module cannot escape the architecture rules by being left out of this module's pom.
 */
class ModuleExportsTest {
  private static List<ModuleDescriptor> tablaModules() throws IOException {
    List<ModuleDescriptor> modules = new ArrayList<>();
    for (URL url : Collections.list(ModuleExportsTest.class.getClassLoader().getResources("module-info.class"))) {
      try (InputStream in = url.openStream()) {
        ModuleDescriptor d = ModuleDescriptor.read(in);
        if (d.name().startsWith("io.github.tabla.")) {
          modules.add(d);
        }
      }
    }
    return modules;
  }

  @Test
  void noTablaModuleExportsOrOpensAnInternalPackage() throws IOException {
    List<ModuleDescriptor> modules = tablaModules();
    assertTrue(modules.stream().anyMatch(m -> m.name().equals("io.github.tabla.core")), "core not found: " + modules);
    for (ModuleDescriptor m : modules) {
      assertEquals(List.of(), TablaArchitecture.exportedInternals(m));
    }
  }

  private static final Pattern MODULE_NAME = Pattern.compile("^\\s*(?:open\\s+)?module\\s+([\\w.]+)", Pattern.MULTILINE);

  /**
   * The names in the module-info.java of every module of the reactor, read from the source tree; the
   * projects under examples/ are users of Tabla, not modules of its build.
   */
  private static Set<String> reactorModules() throws IOException {
    Path root = Path.of(System.getProperty("basedir", ".")).toAbsolutePath().getParent();
    Set<String> names = new TreeSet<>();
    try (Stream<Path> files = Files.walk(root, 6)) {
      for (Path p : files.filter(f -> f.endsWith(Path.of("src", "main", "java", "module-info.java")))
          .filter(f -> !f.startsWith(root.resolve("examples")))
          .collect(Collectors.toList())) {
        Matcher m = MODULE_NAME.matcher(Files.readString(p, StandardCharsets.UTF_8));
        if (m.find()) {
          names.add(m.group(1));
        }
      }
    }
    return names;
  }

  @Test
  void everyModuleOfTheReactorIsOnTheClassPathOfTheArchitectureTests() throws IOException {
    Set<String> inReactor = reactorModules();
    assertTrue(inReactor.contains("io.github.tabla.core"), "no module-info.java found: " + inReactor);
    Set<String> checked = tablaModules().stream().map(ModuleDescriptor::name).collect(Collectors.toCollection(TreeSet::new));
    inReactor.removeAll(checked);
    assertEquals(Set.of(), inReactor, "add these modules as test dependencies of architecture/pom.xml");
  }

  @Test
  void anExportedInternalPackageIsReported() {
    ModuleDescriptor leaky = ModuleDescriptor.newModule("io.github.tabla.archfixture.leaky")
        .exports("io.github.tabla.archfixture.leaky")
        .exports("io.github.tabla.archfixture.leaky.internal")
        .opens("io.github.tabla.archfixture.leaky.internal.search")
        .build();
    assertEquals(List.of("io.github.tabla.archfixture.leaky exports io.github.tabla.archfixture.leaky.internal",
        "io.github.tabla.archfixture.leaky opens io.github.tabla.archfixture.leaky.internal.search"),
        TablaArchitecture.exportedInternals(leaky));
  }
}
