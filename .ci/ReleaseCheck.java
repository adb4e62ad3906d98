import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipFile;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * The checks of .ci/release-check, run as a single-file program (JDK 17, no dependencies):
 *
 * <pre>
 * java .ci/ReleaseCheck.java local-repo              # prints the user's local Maven repository
 * java .ci/ReleaseCheck.java version ROOT            # prints the version of the reactor in ROOT
 * java .ci/ReleaseCheck.java check ROOT REPO         # checks what the release build installed into REPO
 * </pre>
 *
 * <p>The published modules are the ones the BOM manages, plus the BOM itself; every other module of the
 * reactor must be excluded from publishing (the parent's {@code excludeArtifacts}). For each published
 * module the check wants the jar, the sources jar, the Javadoc jar and the POM in REPO (the BOM: the POM
 * only), and no other classifier (a test-jar is refused); the POM flattened and complete; the jar a named
 * module, and every library it needs at run time with a module name of its own; and board
 * diagrams in the Javadoc of tabla-draughts. (Reproducibility is checked by .ci/release-check with
 * maven-artifact-plugin's compare.) It prints one line per module, a reason for every failure, and exits with status 1 when anything failed.
 */
public final class ReleaseCheck {
  private static final String GROUP = "io.github.tabla";
  private static final String BOM = "tabla-bom";
  /** The module whose Javadoc must show board diagrams drawn by the board taglet. */
  private static final String DIAGRAMS = "tabla-draughts";

  private final Path root;
  private final Path repo;
  private final List<String> problems = new ArrayList<>();

  private ReleaseCheck(Path root, Path repo) {
    this.root = root;
    this.repo = repo;
  }

  public static void main(String[] args) throws Exception {
    if (args.length == 1 && args[0].equals("local-repo")) {
      System.out.println(localRepository());
      return;
    }
    if (args.length == 2 && args[0].equals("version")) {
      System.out.println(text(parse(Paths.get(args[1]).resolve("pom.xml")).getDocumentElement(), "version"));
      return;
    }
    if (args.length != 3 || !args[0].equals("check")) {
      System.err.println("usage: java .ci/ReleaseCheck.java local-repo | version ROOT | check ROOT REPO");
      System.exit(2);
    }
    System.exit(new ReleaseCheck(Paths.get(args[1]), Paths.get(args[2])).check());
  }

  // ---------------------------------------------------------------------------------------------------
  // the local repository Maven uses when nothing overrides it

  /**
   * The local repository of a plain {@code ./mvnw} run: -Dmaven.repo.local in MAVEN_ARGS, MAVEN_OPTS or
   * .mvn/maven.config, else {@code <localRepository>} of the user's settings.xml, else ~/.m2/repository.
   */
  private static Path localRepository() throws IOException {
    String home = System.getProperty("user.home");
    List<String> sources = new ArrayList<>();
    sources.add(System.getenv().getOrDefault("MAVEN_ARGS", ""));
    sources.add(System.getenv().getOrDefault("MAVEN_OPTS", ""));
    Path config = Paths.get(".mvn", "maven.config");
    if (Files.isRegularFile(config)) {
      sources.add(Files.readString(config));
    }
    Pattern option = Pattern.compile("-Dmaven\\.repo\\.local=(\"[^\"]*\"|\\S+)");
    for (String source : sources) {
      Matcher m = option.matcher(source);
      String found = null;
      while (m.find()) {
        found = m.group(1).replace("\"", "");
      }
      if (found != null) {
        return Paths.get(found).toAbsolutePath();
      }
    }
    Path settings = Paths.get(home, ".m2", "settings.xml");
    if (Files.isRegularFile(settings)) {
      try {
        Element local = child(parse(settings).getDocumentElement(), "localRepository");
        if (local != null && !local.getTextContent().isBlank()) {
          return Paths.get(interpolate(local.getTextContent().strip(), home)).toAbsolutePath();
        }
      } catch (SAXException | ParserConfigurationException e) {
        System.err.println("ReleaseCheck: cannot read " + settings + " (" + e.getMessage() + "), using the default");
      }
    }
    return Paths.get(home, ".m2", "repository");
  }

  private static String interpolate(String text, String home) {
    Matcher m = Pattern.compile("\\$\\{(env\\.)?([^}]+)}").matcher(text);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String value = m.group(1) != null ? System.getenv(m.group(2))
          : m.group(2).equals("user.home") ? home : System.getProperty(m.group(2));
      m.appendReplacement(out, Matcher.quoteReplacement(value == null ? m.group() : value));
    }
    return m.appendTail(out).toString();
  }

  // ---------------------------------------------------------------------------------------------------
  // the checks

  private int check() throws Exception {
    Element parent = parse(root.resolve("pom.xml")).getDocumentElement();
    String version = text(parent, "version");

    Set<String> reactor = new TreeSet<>();
    collectModules(root, reactor);
    Set<String> published = new LinkedHashSet<>();
    published.add(BOM);
    Element bom = parse(root.resolve("bom/pom.xml")).getDocumentElement();
    for (Element d : children(child(child(bom, "dependencyManagement"), "dependencies"), "dependency")) {
      if (GROUP.equals(text(d, "groupId"))) {
        published.add(text(d, "artifactId"));
      }
    }
    Set<String> excluded = excludedFromPublishing(parent);
    for (String module : reactor) {
      if (!published.contains(module) && !excluded.contains(module)) {
        problems.add(module + ": a module of the build that is neither in the BOM (published) nor in the release"
            + " profile's excludeArtifacts (not published): add it to one of them");
      }
    }
    for (String p : published) {
      if (excluded.contains(p)) {
        problems.add(p + ": in the BOM and in excludeArtifacts: it would never reach Central");
      }
      if (!reactor.contains(p)) {
        problems.add(p + ": in the BOM but not a module of the build");
      }
    }
    for (String p : problems) {
      System.out.println("FAIL " + p);
    }
    int failed = problems.size();
    int passed = 0;
    System.out.printf("release check of %s %s in %s: %s%n", GROUP, version, repo, String.join(", ", published));
    for (String artifactId : published) {
      problems.clear();
      String summary = checkModule(artifactId, version);
      if (problems.isEmpty()) {
        passed++;
        System.out.printf("ok   %-16s %s%n", artifactId, summary);
      } else {
        failed++;
        System.out.printf("FAIL %-16s %s%n", artifactId, problems.get(0));
        for (String p : problems.subList(1, problems.size())) {
          System.out.printf("     %-16s %s%n", "", p);
        }
      }
    }
    System.out.printf("ReleaseCheck: %d passed, %d failed%n", passed, failed);
    return failed == 0 ? 0 : 1;
  }

  private String checkModule(String artifactId, String version) throws Exception {
    Path dir = repo.resolve(GROUP.replace('.', '/')).resolve(artifactId).resolve(version);
    String base = artifactId + "-" + version;
    Path pom = dir.resolve(base + ".pom");
    List<String> done = new ArrayList<>();
    if (!Files.isRegularFile(pom)) {
      problems.add("no POM: " + pom + " is missing (was the module installed?)");
      return "";
    }
    checkPom(pom, artifactId, version);
    done.add("flattened POM");
    if (artifactId.equals(BOM)) {
      return String.join(", ", done);
    }
    Path jar = dir.resolve(base + ".jar");
    Path sources = dir.resolve(base + "-sources.jar");
    Path javadoc = dir.resolve(base + "-javadoc.jar");
    for (Path p : List.of(jar, sources, javadoc)) {
      if (!Files.isRegularFile(p)) {
        problems.add("missing " + p.getFileName() + " in " + dir);
      }
    }
    // only the jar, its sources and its Javadoc go to Central: a test-jar (JUnit classes, a split package)
    // or any other classifier would be published for ever
    try (java.util.stream.Stream<Path> files = Files.list(dir)) {
      for (Path f : (Iterable<Path>) files::iterator) {
        String name = f.getFileName().toString();
        if (name.startsWith(base + "-") && name.endsWith(".jar") && !f.equals(sources) && !f.equals(javadoc)) {
          problems.add(name + ": a published jar with the classifier \""
              + name.substring(base.length() + 1, name.length() - ".jar".length())
              + "\"; only the jar, -sources and -javadoc are published");
        }
      }
    }
    done.add("no other classifier");
    String module = null;
    if (Files.isRegularFile(jar)) {
      module = checkModuleDescriptor(jar);
      if (module != null) {
        done.add("jar of module " + module);
      }
    }
    if (Files.isRegularFile(sources)) {
      if (entries(sources, name -> name.endsWith(".java")) == 0) {
        problems.add(sources.getFileName() + " holds no .java file");
      }
      done.add("sources");
    }
    if (Files.isRegularFile(javadoc)) {
      if (entries(javadoc, name -> name.equals("index.html")) == 0) {
        problems.add(javadoc.getFileName() + " has no index.html: the Javadoc is empty");
      }
      String summary = module + "/module-summary.html";
      if (module != null && entries(javadoc, name -> name.equals(summary)) == 0) {
        problems.add(javadoc.getFileName() + " has no " + summary + ": the Javadoc was not made in module mode");
      }
      done.add("javadoc");
      if (artifactId.equals(DIAGRAMS)) {
        int pages = pagesWith(javadoc, "<svg");
        if (pages == 0) {
          problems.add(javadoc.getFileName() + " has no inline <svg> board diagram: the board taglet did not run"
              + " (is it configured in the parent's maven-javadoc-plugin?) or no doc uses {@board ...}");
        } else {
          done.add("diagrams on " + pages + (pages == 1 ? " page" : " pages"));
        }
      }
    }
    return String.join(", ", done);
  }

  /** The POM must be the flattened one, complete enough for Central and for a user's build. */
  private void checkPom(Path pom, String artifactId, String version) throws IOException {
    String raw = Files.readString(pom, StandardCharsets.UTF_8);
    Element project;
    try {
      project = parse(pom).getDocumentElement();
    } catch (SAXException | ParserConfigurationException e) {
      String line = e instanceof SAXParseException at ? " (line " + at.getLineNumber() + ")" : "";
      problems.add("POM " + pom.getFileName() + " is not well-formed XML" + line + ": " + e.getMessage());
      return;
    }
    String where = "POM " + pom.getFileName();
    if (child(project, "parent") != null) {
      problems.add(where + " has a <parent>: it is not the flattened POM (published POMs must stand alone)");
    }
    int unresolved = raw.indexOf("${");
    if (unresolved >= 0) {
      int line = (int) raw.substring(0, unresolved).chars().filter(c -> c == '\n').count() + 1;
      problems.add(where + " line " + line + " has an unresolved " + raw.substring(unresolved,
          Math.min(raw.length(), raw.indexOf('}', unresolved) + 1)) + ": it is not the flattened POM");
    }
    expect(project, "groupId", GROUP, where);
    expect(project, "artifactId", artifactId, where);
    expect(project, "version", version, where);
    for (String required : List.of("name", "description", "url")) {
      if (blank(text(project, required))) {
        problems.add(where + " has no <" + required + ">");
      }
    }
    Element licenses = child(project, "licenses");
    List<Element> licenseList = children(licenses, "license");
    if (licenseList.isEmpty()) {
      problems.add(where + " has no <licenses><license>");
    }
    for (Element l : licenseList) {
      if (blank(text(l, "name")) || blank(text(l, "url"))) {
        problems.add(where + ": a <license> needs a <name> and a <url>");
      }
    }
    Element scm = child(project, "scm");
    if (scm == null) {
      problems.add(where + " has no <scm>");
    } else {
      for (String required : List.of("url", "connection")) {
        if (blank(text(scm, required))) {
          problems.add(where + " has no <scm><" + required + ">");
        }
      }
    }
    List<Element> developers = children(child(project, "developers"), "developer");
    if (developers.isEmpty()) {
      problems.add(where + " has no <developers><developer>");
    }
    for (Element d : developers) {
      if (blank(text(d, "name")) && blank(text(d, "id"))) {
        problems.add(where + ": a <developer> needs a <name> or an <id>");
      }
    }
    // Maven appends the artifactId to an inherited url unless the parent says not to
    String[][] urls = {{"url", text(project, "url")}, {"scm/url", text(scm, "url")},
        {"scm/connection", text(scm, "connection")}, {"scm/developerConnection", text(scm, "developerConnection")}};
    for (String[] url : urls) {
      if (url[1] != null && url[1].strip().endsWith("/" + artifactId)) {
        problems.add(where + ": <" + url[0] + "> " + url[1].strip() + " ends with the artifactId (inherited with"
            + " the path appended; the parent needs child.*.inherit.append.path=\"false\")");
      }
    }
    List<Element> dependencies = new ArrayList<>(children(child(project, "dependencies"), "dependency"));
    dependencies.addAll(children(child(child(project, "dependencyManagement"), "dependencies"), "dependency"));
    for (Element d : dependencies) {
      if (blank(text(d, "version"))) {
        problems.add(where + ": dependency " + text(d, "groupId") + ":" + text(d, "artifactId") + " has no <version>");
      }
    }
    for (Element d : children(child(project, "dependencies"), "dependency")) {
      checkDependencyIsANamedModule(d, where);
    }
  }

  /**
   * A library a published module needs at run time must name its module (a module-info.class, or at least
   * Automatic-Module-Name in its manifest): a name guessed from a jar's file name changes with the file.
   */
  private void checkDependencyIsANamedModule(Element d, String where) throws IOException {
    String scope = text(d, "scope");
    String type = text(d, "type");
    if ("test".equals(scope) || "provided".equals(scope) || "import".equals(scope) || "pom".equals(type)
        || GROUP.equals(text(d, "groupId")) || blank(text(d, "version"))) {
      return;
    }
    String coordinates = text(d, "groupId") + ":" + text(d, "artifactId") + ":" + text(d, "version");
    String file = text(d, "groupId").replace('.', '/') + "/" + text(d, "artifactId") + "/" + text(d, "version") + "/"
        + text(d, "artifactId") + "-" + text(d, "version") + ".jar";
    Path jar = repo.resolve(file);
    if (!Files.isRegularFile(jar)) {
      jar = localRepository().resolve(file);
    }
    if (!Files.isRegularFile(jar)) {
      problems.add(where + ": dependency " + coordinates + " is in neither local repository: cannot check its module");
      return;
    }
    try {
      ModuleDescriptor descriptor = ModuleFinder.of(jar).findAll().iterator().next().descriptor();
      if (descriptor.isAutomatic() && !declaresAutomaticModuleName(jar)) {
        problems.add(where + ": dependency " + coordinates + " has no module name of its own (neither a"
            + " module-info.class nor Automatic-Module-Name): its users would have to write \"requires "
            + descriptor.name() + ";\", a name guessed from the file name");
      }
    } catch (RuntimeException e) {
      problems.add(where + ": dependency " + coordinates + " cannot be read as a module: " + e.getMessage());
    }
  }

  private String checkModuleDescriptor(Path jar) throws IOException {
    if (entries(jar, name -> name.equals("module-info.class") || name.matches("META-INF/versions/\\d+/module-info\\.class"))
        == 0) {
      problems.add(jar.getFileName() + " has no module-info.class: it is not a named module");
      return null;
    }
    try {
      Set<ModuleReference> found = ModuleFinder.of(jar).findAll();
      ModuleDescriptor descriptor = found.iterator().next().descriptor();
      if (descriptor.isAutomatic()) {
        problems.add(jar.getFileName() + " is read as the automatic module " + descriptor.name()
            + ": its module-info.class is not where the Java runtime looks for it");
        return null;
      }
      return descriptor.name();
    } catch (RuntimeException e) {
      problems.add(jar.getFileName() + ": its module-info.class cannot be read: " + e.getMessage());
      return null;
    }
  }

  private static boolean declaresAutomaticModuleName(Path jar) throws IOException {
    try (java.util.jar.JarFile file = new java.util.jar.JarFile(jar.toFile())) {
      java.util.jar.Manifest manifest = file.getManifest();
      return manifest != null && manifest.getMainAttributes().getValue("Automatic-Module-Name") != null;
    }
  }

  private static Set<String> excludedFromPublishing(Element parent) {
    Set<String> excluded = new TreeSet<>();
    for (Element profile : children(child(parent, "profiles"), "profile")) {
      for (Element plugin : children(child(child(profile, "build"), "plugins"), "plugin")) {
        if ("central-publishing-maven-plugin".equals(text(plugin, "artifactId"))) {
          for (Element e : children(child(child(plugin, "configuration"), "excludeArtifacts"), "excludeArtifact")) {
            excluded.add(e.getTextContent().strip());
          }
        }
      }
    }
    return excluded;
  }

  private static void collectModules(Path dir, Set<String> into) throws Exception {
    Element project = parse(dir.resolve("pom.xml")).getDocumentElement();
    into.add(text(project, "artifactId"));
    for (Element m : children(child(project, "modules"), "module")) {
      collectModules(dir.resolve(m.getTextContent().strip()), into);
    }
  }

  // ---------------------------------------------------------------------------------------------------
  // small helpers

  private void expect(Element project, String name, String expected, String where) {
    String actual = text(project, name);
    if (!expected.equals(actual)) {
      problems.add(where + ": <" + name + "> is " + actual + ", expected " + expected);
    }
  }

  private static int entries(Path jar, java.util.function.Predicate<String> wanted) throws IOException {
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      return (int) zip.stream().filter(e -> wanted.test(e.getName())).count();
    }
  }

  private static int pagesWith(Path jar, String needle) throws IOException {
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      return (int) zip.stream().filter(e -> e.getName().endsWith(".html")).filter(e -> {
        try (InputStream in = zip.getInputStream(e)) {
          return new String(in.readAllBytes(), StandardCharsets.UTF_8).contains(needle);
        } catch (IOException x) {
          throw new UncheckedIOException(x);
        }
      }).count();
    }
  }

  private static Document parse(Path file) throws IOException, SAXException, ParserConfigurationException {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(false);
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    DocumentBuilder builder = factory.newDocumentBuilder();
    builder.setErrorHandler(null);
    return builder.parse(file.toFile());
  }

  private static Element child(Element parent, String name) {
    if (parent == null) {
      return null;
    }
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e && e.getTagName().equals(name)) {
        return e;
      }
    }
    return null;
  }

  private static List<Element> children(Element parent, String name) {
    List<Element> found = new ArrayList<>();
    if (parent != null) {
      for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
        if (n instanceof Element e && e.getTagName().equals(name)) {
          found.add(e);
        }
      }
    }
    return found;
  }

  private static String text(Element parent, String name) {
    Element e = child(parent, name);
    return e == null ? null : e.getTextContent().strip();
  }

  private static boolean blank(String s) {
    return s == null || s.isBlank();
  }
}
