// Where key areas live: the list with its forms (?edit=new|id, ?alarm=id, ?delete=id) and the alarms.
export const AREA_PATHS = {
  areas: '/my-center/areaManage',
  alarms: '/my-center/areaAlertManage',
} as const;
