"builtin.module"() ({
^bb0:
}) : () -> i1
