package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.Level;
import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.lang.reflect.Proxy;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Checks that public methods refuse {@code null} arguments at their boundary: for every public method
 * and every parameter of a reference type that is not marked {@code @Nullable}, a call with that
 * argument {@code null} and sample values for the others must throw a {@link NullPointerException}
 * whose message begins with the parameter's name (as {@code Objects.requireNonNull(from, "from")}
 * gives), not one from deep inside nor a silent answer. Conformance property 11 runs it on every
 * game's positions, definition and Robots.
 *
 * <pre>{@code
 * NullArguments checks = NullArguments.forPosition(position);   // samples: a legal move, squares, ...
 * checks.problems(position);          // empty when every method refuses nulls
 * checks.problemsOfClass(Budget.class);        // its constructors and static methods
 * checks.with(Duration.class, Duration.ofSeconds(1)).problems(clock);
 * }</pre>
 *
 * <p>Without a sample of a parameter's type the method is skipped and said so in {@link #skipped}. When
 * the class was compiled without {@code -parameters} the names are unknown, and any message that is not
 * the JVM's own ("Cannot invoke ...") is accepted. Instances are immutable.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class NullArguments {
  private final Map<Class<?>, Object> samples;

  private NullArguments(Map<Class<?>, Object> samples) {
    this.samples = samples;
  }

  /**
   * A checker with the usual samples: strings, locales, sides, roles, pieces, squares, square sets, empty
   * sequences, budgets and a cancellation flag. An interface without a sample gets a dummy that throws
   * when it is used.
   *
   * @return the checker
   */
  public static NullArguments withCommonSamples() {
    return new NullArguments(LinkedHashMap.<Class<?>, Object>empty()
        .put(String.class, "a")
        .put(CharSequence.class, "a")
        .put(Locale.class, Locale.ENGLISH)
        .put(Side.class, Side.WHITE)
        .put(Seq.class, Array.empty())
        .put(Iterable.class, Array.empty())
        .put(Budget.class, Budget.ofNodes(1))
        .put(Cancellation.class, new Cancellation())
        .put(Square.class, Square.at(0))
        .put(SquareSet.class, SquareSet.of(Square.at(0)))
        .put(Role.class, Role.KING)
        .put(Piece.class, Piece.of(Side.WHITE, Role.KING)));
  }

  /**
   * A checker with the common samples and those of a position: the position itself, its game, a legal
   * move and the squares it goes through (when the round is not over), its setup and the game's first
   * level.
   *
   * @param <P> the game's position type
   * @param position a position of the game
   * @return the checker
   */
  public static <P extends GamePosition<P>> NullArguments forPosition(P position) {
    Objects.requireNonNull(position, "position");
    GameDefinition<P> game = position.game();
    NullArguments checks = withCommonSamples()
        .with(game.positionType(), position)
        .withSample(GamePosition.class, position)
        .withSample(GameDefinition.class, game)
        .withSample(io.github.tabla.core.Setup.class, position.toSetup());
    if (!game.levels().isEmpty()) {
      checks = checks.with(Level.class, game.levels().head());
    }
    if (!position.legalMoves().isEmpty()) {
      Move move = position.legalMoves().head();
      checks = checks.with(Move.class, move);
      if (!move.path().isEmpty()) {
        checks = checks.with(Square.class, move.path().head()).withSample(Seq.class, move.path());
      }
    }
    return checks;
  }

  /**
   * This checker with one more sample; a sample of a type replaces the earlier one of that type.
   *
   * @param <T> the sample's type
   * @param type the parameter type it is given for, and for its supertypes when no closer sample is
   * @param sample a value of that type
   * @return the changed checker
   */
  public <T> NullArguments with(Class<T> type, T sample) {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(sample, "sample");
    return withSample(type, sample);
  }

  private NullArguments withSample(Class<?> type, Object sample) {
    // the closest types first: a sample put later for a subtype is found before an earlier supertype's
    return new NullArguments(LinkedHashMap.<Class<?>, Object>of(type, sample).merge(samples.remove(type)));
  }

  /**
   * The public instance methods of a value that do not refuse a {@code null} argument as they should.
   *
   * @param target the value whose methods are called, with one argument {@code null} at a time
   * @return one line per method and parameter that failed: what it did instead
   */
  public Seq<String> problems(Object target) {
    Objects.requireNonNull(target, "target");
    return Array.ofAll(publicMethods(target.getClass(), false)).flatMap(m -> problems(target, m));
  }

  /**
   * The public constructors and static methods of a class that do not refuse a {@code null} argument
   * as they should.
   *
   * @param type the class
   * @return one line per constructor or method and parameter that failed
   */
  public Seq<String> problemsOfClass(Class<?> type) {
    Objects.requireNonNull(type, "type");
    Seq<String> constructors = Modifier.isPublic(type.getModifiers()) && !type.isEnum()
        ? Array.of(type.getConstructors()).filter(c -> c.getParameterCount() > 0 && !c.isSynthetic())
            .sortBy(NullArguments::describe).flatMap(c -> problems(null, c))
        : Array.empty();
    return constructors.appendAll(Array.ofAll(publicMethods(type, true)).flatMap(m -> problems(null, m)));
  }

  /**
   * The public methods of a value that could not be checked because no sample fits one of their
   * parameters.
   *
   * @param target the value
   * @return each skipped method with the types it lacks samples of
   */
  public Seq<String> skipped(Object target) {
    Objects.requireNonNull(target, "target");
    return Array.ofAll(publicMethods(target.getClass(), false)).flatMap(m -> {
      Seq<String> missing = Array.of(m.getParameterTypes()).filter(t -> !t.isPrimitive() && sample(t).isEmpty())
          .map(Class::getSimpleName);
      return missing.isEmpty() ? Option.none() : Option.some(describe(m) + ": no sample of " + missing.mkString(", "));
    });
  }

  /**
   * Fails with every problem at once unless every public method of the value refuses nulls.
   *
   * @param target the value
   * @throws AssertionError listing the problems
   */
  public void check(Object target) {
    Seq<String> problems = problems(target);
    if (!problems.isEmpty()) {
      throw new AssertionError(problems.size() + " null argument(s) not refused at the boundary of "
          + target.getClass().getName() + ":\n  " + problems.mkString("\n  "));
    }
  }

  private Seq<String> problems(@Nullable Object target, Executable method) {
    Class<?>[] types = method.getParameterTypes();
    Object[] arguments = new Object[types.length];
    for (int i = 0; i < types.length; i++) {
      Option<Object> value = types[i].isPrimitive() ? Option.some(zero(types[i])) : sample(types[i]);
      if (value.isEmpty()) {
        return Array.empty(); // skipped: see skipped(target)
      }
      arguments[i] = value.get();
    }
    Parameter[] parameters = method.getParameters();
    Array<String> found = Array.empty();
    for (int i = 0; i < types.length; i++) {
      if (types[i].isPrimitive() || nullable(method, i)) {
        continue;
      }
      @Nullable Object[] call = arguments.clone();
      call[i] = null;
      Option<String> problem = refusal(target, method, call, parameters[i]);
      if (problem.isDefined()) {
        found = found.append(describe(method) + ", " + parameters[i].getName() + " null: " + problem.get());
      }
    }
    return found;
  }

  private static Option<String> refusal(@Nullable Object target, Executable method, @Nullable Object[] call,
      Parameter parameter) {
    try {
      if (method instanceof Constructor) {
        ((Constructor<?>) method).newInstance(call);
      } else {
        ((Method) method).invoke(target, call);
      }
      return Option.some("accepted it and returned");
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      if (!(cause instanceof NullPointerException)) {
        return Option.some("threw " + cause + " instead of a NullPointerException");
      }
      String message = cause.getMessage();
      if (message == null || message.startsWith("Cannot ")) {
        return Option.some("failed inside (" + cause + ") instead of at the boundary");
      }
      if (parameter.isNamePresent() && !message.startsWith(parameter.getName())) {
        return Option.some("the NullPointerException says \"" + message + "\", not the parameter's name");
      }
      return Option.none();
    } catch (IllegalAccessException | InstantiationException e) {
      return Option.some("cannot be called: " + e);
    }
  }

  private Option<Object> sample(Class<?> type) {
    Option<Object> exact = samples.get(type);
    if (exact.isDefined()) {
      return exact;
    }
    Option<Object> fits = samples.find(e -> type.isInstance(e._2)).map(e -> e._2);
    return fits.isDefined() ? fits : dummy(type);
  }

  // an enum without a sample gets its first constant; an interface (a function, a listener) gets a
  // dummy that refuses to be used: a method that calls it before checking the null argument is reported
  private static Option<Object> dummy(Class<?> type) {
    if (type.isEnum() && type.getEnumConstants().length > 0) {
      return Option.some(type.getEnumConstants()[0]);
    }
    if (!type.isInterface() || type.isSealed()) {
      return Option.none();
    }
    try {
      return Option.some(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (proxy, m, args) -> {
        if (m.getDeclaringClass() == Object.class) {
          return m.getName().equals("equals") ? proxy == args[0]
              : m.getName().equals("hashCode") ? System.identityHashCode(proxy) : "a dummy " + type.getSimpleName();
        }
        throw new UnsupportedOperationException("a dummy " + type.getSimpleName() + " was used");
      }));
    } catch (IllegalArgumentException e) {
      return Option.none();
    }
  }

  private static Object zero(Class<?> type) {
    if (type == boolean.class) {
      return false;
    }
    if (type == char.class) {
      return 'a';
    }
    if (type == long.class) {
      return 1L;
    }
    if (type == double.class) {
      return 1.0;
    }
    if (type == float.class) {
      return 1.0f;
    }
    if (type == byte.class) {
      return (byte) 1;
    }
    if (type == short.class) {
      return (short) 1;
    }
    return 1;
  }

  private static Seq<Method> publicMethods(Class<?> type, boolean statics) {
    Array<Method> found = Array.empty();
    Method[] methods = type.getMethods();
    Arrays.sort(methods, (a, b) -> describe(a).compareTo(describe(b)));
    for (Method m : methods) {
      if (m.getDeclaringClass().getName().startsWith("java.") || m.isBridge() || m.isSynthetic()
          || type.isEnum() && m.getName().equals("valueOf")
          || Modifier.isStatic(m.getModifiers()) != statics || m.getParameterCount() == 0
          || statics && m.getDeclaringClass() != type
          || m.getName().equals("equals") && m.getParameterCount() == 1) {
        continue;
      }
      Option<Method> callable = Modifier.isPublic(m.getDeclaringClass().getModifiers()) ? Option.some(m)
          : publicDeclaration(type, m);
      found = callable.isDefined() ? found.append(callable.get()) : found;
    }
    return found;
  }

  // the same method declared by a public supertype, which can be called where the class itself cannot
  private static Option<Method> publicDeclaration(Class<?> type, Method m) {
    for (Class<?> t : supertypes(type)) {
      if (Modifier.isPublic(t.getModifiers())) {
        try {
          return Option.some(t.getMethod(m.getName(), m.getParameterTypes()));
        } catch (NoSuchMethodException e) {
          // not there: look further
        }
      }
    }
    return Option.none();
  }

  private static boolean nullable(Executable method, int index) {
    if (method instanceof Constructor) {
      Parameter p = method.getParameters()[index];
      return marksNullable(p.getAnnotations()) || marksNullable(p.getAnnotatedType());
    }
    for (Class<?> t : supertypes(method.getDeclaringClass())) {
      try {
        Method declared = t.getDeclaredMethod(method.getName(), method.getParameterTypes());
        Parameter p = declared.getParameters()[index];
        if (marksNullable(p.getAnnotations()) || marksNullable(p.getAnnotatedType())) {
          return true;
        }
      } catch (NoSuchMethodException e) {
        // not declared here
      }
    }
    return false;
  }

  private static boolean marksNullable(AnnotatedType type) {
    return marksNullable(type.getAnnotations());
  }

  private static boolean marksNullable(Annotation[] annotations) {
    for (Annotation a : annotations) {
      if (a.annotationType().getSimpleName().equals("Nullable")) {
        return true;
      }
    }
    return false;
  }

  // the class, then its superclasses and interfaces, each once
  private static Seq<Class<?>> supertypes(Class<?> type) {
    Array<Class<?>> order = Array.empty();
    Set<Class<?>> seen = new HashSet<>();
    Deque<Class<?>> todo = new ArrayDeque<>();
    todo.add(type);
    while (!todo.isEmpty()) {
      Class<?> t = todo.poll();
      if (t == null || !seen.add(t)) {
        continue;
      }
      order = order.append(t);
      if (t.getSuperclass() != null) {
        todo.add(t.getSuperclass());
      }
      todo.addAll(Arrays.asList(t.getInterfaces()));
    }
    return order;
  }

  private static String describe(Executable m) {
    String name = m instanceof Constructor ? "new " + m.getDeclaringClass().getSimpleName()
        : m.getDeclaringClass().getSimpleName() + "." + m.getName();
    return name
        + Array.of(m.getParameterTypes()).map(Class::getSimpleName).mkString("(", ", ", ")");
  }

  @Override
  public String toString() {
    return "NullArguments" + samples.keySet().map(Class::getSimpleName).mkString("[", ", ", "]");
  }
}
