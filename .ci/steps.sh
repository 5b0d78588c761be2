# Step timing for .ci/run: `step <name>` opens a log group and starts its clock, `end_step` closes
# it and prints how long it took; on exit (success or the first failure, through `set -e`) a table
# lists every step's time against CI_BUDGET_MINUTES. Steps run in the caller's shell, unwrapped, so
# `set -e` and the exit status behave exactly as without the timing.

CI_BUDGET_MINUTES="${CI_BUDGET_MINUTES:-45}"
_ci_steps=()
_ci_step=''
_ci_step_began=0
_ci_began=$SECONDS
_ci_cleanup=()

_ci_duration() {
  printf '%dm%02ds' $(($1 / 60)) $(($1 % 60))
}

# Removed at exit, after the summary, whether CI passed or not (the bare clone's directory).
remove_at_exit() {
  _ci_cleanup+=("$1")
}

step() {
  _ci_step="$1"
  _ci_step_began=$SECONDS
  echo "::group::$1"
}

end_step() {
  local took=$((SECONDS - _ci_step_began))
  echo "::endgroup::"
  echo "step $_ci_step took $(_ci_duration "$took")"
  _ci_steps+=("$_ci_step|$took|ok")
  _ci_step=''
}

on_exit() {
  _ci_summary "$1"
  local dir
  for dir in ${_ci_cleanup[@]+"${_ci_cleanup[@]}"}; do rm -rf "$dir"; done
}

_ci_summary() {
  local status="$1" row name took result total=$((SECONDS - _ci_began))
  if [ -n "$_ci_step" ]; then
    echo "::endgroup::"
    _ci_steps+=("$_ci_step|$((SECONDS - _ci_step_began))|FAILED (exit $status)")
  fi
  echo
  printf '%-12s %9s  %s\n' step time result
  for row in ${_ci_steps[@]+"${_ci_steps[@]}"}; do
    IFS='|' read -r name took result <<<"$row"
    printf '%-12s %9s  %s\n' "$name" "$(_ci_duration "$took")" "$result"
  done
  printf '%-12s %9s  budget %dm\n' total "$(_ci_duration "$total")" "$CI_BUDGET_MINUTES"
  if ((total > CI_BUDGET_MINUTES * 60)); then
    echo "::warning::CI took $(_ci_duration "$total"), over its ${CI_BUDGET_MINUTES}-minute budget"
  fi
}

trap 'on_exit $?' EXIT
